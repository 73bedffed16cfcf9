/**
 * An address fit for messages and logs: without credentials, query string or fragment, which may hold tokens.
 * `keep` names query parameters the caller itself added (ids, `para`) that may stay.
 *
 * @example
 * redactUrl('https://u:p@rs.example/resource/list?token=s3cret') // 'https://rs.example/resource/list'
 */
export function redactUrl(address: string | URL, keep: readonly string[] = []): string {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return '(an address that does not parse)'
  }
  const kept = new URLSearchParams()
  for (const [name, value] of url.searchParams) if (keep.includes(name)) kept.append(name, value)
  url.username = ''
  url.password = ''
  url.hash = ''
  url.search = kept.toString()
  return url.href
}
