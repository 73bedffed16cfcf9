import type { ConformanceCheck } from './runConformance.ts'

/** A check as the CLI prints it: `PASS name`, or `FAIL name` with why and each request and answer. */
export function formatCheck(check: ConformanceCheck): string {
  if (check.ok) return `PASS  ${check.name}`
  const lines = [`FAIL  ${check.name}`, `      ${check.detail ?? ''}`]
  for (const e of check.exchanges) {
    const url = new URL(e.url)
    const para = url.searchParams.get('para') ?? (e.body ? new URLSearchParams(e.body).get('para') : null)
    url.searchParams.delete('para')
    lines.push(`      > ${e.method} ${url.href}`)
    if (para !== null) lines.push(`        para ${para.slice(0, 500)}`)
    lines.push(`      < ${e.status} ${e.response.slice(0, 500)}`)
  }
  return lines.join('\n')
}
