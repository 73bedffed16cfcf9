import { JSDOM } from 'jsdom'
import { act, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

setupMockApi({ auth: false })

function Pager() {
  const list = useRestPageApi<{ id: string }>(`${ORIGIN}/api/products`, [], { syncToUrl: true })
  return createElement('p', null, `page ${list.pagination.pageNo + 1} of ${list.pagination.totalPages}`)
}
const app = (serverUrl?: string) =>
  createElement(RestPageApiProvider, { ...(serverUrl && { serverUrl }) }, createElement(Pager))

/**
 * Renders on a server (this file runs in node, with no window), then hydrates that HTML in a browser window at the
 * same address, as an app with server rendering does. Returns the errors React reported while hydrating.
 */
async function hydrate(address: string, serverUrl?: string) {
  expect(typeof window).toBe('undefined')
  const html = renderToString(app(serverUrl))
  const dom = new JSDOM(`<!doctype html><div id="root">${html}</div>`, { url: address })
  for (const name of ['window', 'document', 'navigator', 'Node', 'HTMLElement', 'Element', 'Event', 'PopStateEvent'])
    vi.stubGlobal(name, name === 'window' ? dom.window : dom.window[name as keyof typeof dom.window])
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  const { hydrateRoot } = await import('react-dom/client')
  const errors: unknown[] = []
  const root = dom.window.document.getElementById('root') as HTMLElement
  await act(async () => {
    hydrateRoot(root, app(serverUrl), { onRecoverableError: (error) => void errors.push(error) })
  })
  return { html, errors, root }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useRestPageApi: server rendering and hydration', () => {
  it('hydrates a synced list on page 3 with the default adapter without a mismatch, then shows page 3', async () => {
    const { html, errors, root } = await hydrate(`${ORIGIN}/products?page=2`)
    expect(html).toContain('page 1 of 0')
    expect(errors).toEqual([])
    expect(root.textContent).toMatch(/^page 3 of/)
  })

  it('renders the address the provider is given on the server, and hydrates it as it is', async () => {
    const { html, errors, root } = await hydrate(`${ORIGIN}/products?page=2`, '/products?page=2')
    expect(html).toContain('page 3 of 0')
    expect(errors).toEqual([])
    expect(root.textContent).toMatch(/^page 3 of/)
  })
})
