// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '../../docs/guides/examples/QuickStart.tsx'
import { setupMockApi } from '../mockApi.ts'
import { codeBlocks } from './samples.ts'

// The package README's quick start is the code of docs/guides/examples/QuickStart.tsx (which the Getting started
// guide runs live and the samples check compiles), and the request its comment names is the one the server receives,
// byte for byte: `sort=price%2Cdesc`, as it leaves the browser, not the `sort=price,desc` Spring reads after decoding.
const readme = readFileSync(join(import.meta.dirname, '../../packages/use-rest-page-api/README.md'), 'utf8')
const example = readFileSync(join(import.meta.dirname, '../../docs/guides/examples/QuickStart.tsx'), 'utf8')
const api = setupMockApi({ auth: false })
afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

/** The first tsx block of the README's "Quick start" section. */
function quickStart(): string {
  const section = /^## Quick start\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1]
  const block = codeBlocks(section ?? '').find((b) => b.language === 'tsx')
  if (!block) throw new Error('the README has no tsx block under "## Quick start"')
  return block.code
}

describe("the README's quick start", () => {
  it('is the code of docs/guides/examples/QuickStart.tsx', () => {
    expect(quickStart()).toBe(example.replace(/\n$/, ''))
  })

  it('sends the request its comment shows, with the token of the moment', async () => {
    const shown = /\/\/ (GET \S+)/.exec(quickStart())?.[1]
    expect(shown).toBe('GET /api/products?size=10&page=0&sort=price%2Cdesc')
    sessionStorage.setItem('token', 'token-of-the-user')

    render(createElement(App))

    expect(await screen.findAllByRole('listitem')).toHaveLength(10)
    const received = await api.requests()
    // The url as sent (url.search keeps the encoding), not the decoded path the mock's log also keeps.
    expect(received.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([shown])
    expect(received[0]?.headers.get('authorization')).toBe('Bearer token-of-the-user')
    // The rows are the mock's ten dearest products, dearest first.
    const dearest = [...api.db.products].sort((a, b) => Number(b.price) - Number(a.price)).slice(0, 10)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      dearest.map((product) => `${product.title}: ${product.price}`),
    )
  })
})
