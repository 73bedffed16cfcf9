import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}

describe('use-rest-page-api package.json', () => {
  it('takes swr as an optional peer with a range, for the /swr bridge only, so the bridge and the app share one SWR', () => {
    // An exact version in dependencies makes package managers install a second copy next to the app's swr; the
    // default entry needs no swr at all.
    expect(manifest.dependencies?.swr).toBeUndefined()
    expect(manifest.peerDependencies.swr).toMatch(/^\^2\./)
    expect(manifest.peerDependenciesMeta.swr?.optional).toBe(true)
  })

  it('takes React Router 7 and 8, the two majors the router8 and jsdom projects test the adapter on', () => {
    expect(manifest.peerDependencies['react-router']).toBe('^7.0.0 || ^8.0.0')
  })

  it('takes Next.js 15 and 16, whose app router /next adapts to, as an optional peer', () => {
    expect(manifest.peerDependencies.next).toBe('^15.0.0 || ^16.0.0')
  })

  it('keeps react-router, Next.js, TanStack Table and qs optional peers', () => {
    for (const name of ['react-router', 'next', '@tanstack/react-table', 'qs']) {
      expect(manifest.peerDependencies[name], name).toMatch(/^\^/)
      expect(manifest.peerDependenciesMeta[name]?.optional, name).toBe(true)
    }
  })
})
