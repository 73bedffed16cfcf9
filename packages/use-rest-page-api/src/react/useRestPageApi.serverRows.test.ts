import { act, createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BrowserRouter, StaticRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateInBrowser, type Hydrated } from '../../../../test/hydrateInBrowser.ts'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore, type DehydratedPages } from '../core/store/createRestPageStore.ts'
import { historyAdapter } from '../core/url/historyAdapter.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import type { RestPageApiOptions } from '../core/engine/RestPageApiOptions.ts'
import type { UrlAdapter } from '../core/url/UrlAdapter.ts'
import { useReactRouterUrlAdapter } from '../react-router/useReactRouterUrlAdapter.ts'
import { useSWRRestPageStore } from '../swr/useSWRRestPageStore.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

// A server renders a list with the rows of the page its address names, hands the pages over as JSON, and a browser
// hydrates that HTML: this file runs in node (the server), then in a jsdom window (the browser).
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
const address = `${ORIGIN}/products?page=2`

type Row = { id: string; title: string }
function List({ adapter }: { adapter?: UrlAdapter | undefined }) {
  const syncToUrl = { adapter }
  const list = useRestPageApi<Row>(url, [], { syncToUrl } as RestPageApiOptions<Row, unknown>)
  return createElement(
    'section',
    null,
    createElement('p', null, `page ${list.pagination.pageNo + 1} of ${list.pagination.totalPages}`),
    createElement(
      'ul',
      null,
      list.items.map((item) => createElement('li', { key: item.id }, item.title)),
    ),
  )
}

/** The list synced through React Router's adapter. */
function RouterList() {
  return createElement(List, { adapter: useReactRouterUrlAdapter() })
}

/** A request the server answers: a store of its own, the page of the address loaded, then rendered. */
async function serve(app: (pages: DehydratedPages) => ReactNode) {
  expect(typeof window).toBe('undefined')
  const store = createRestPageStore()
  await prefetchList(store, url, { syncToUrl: true }, { serverUrl: address })
  const pages = store.dehydrate()
  return { html: renderToString(app(pages)), pages: JSON.parse(JSON.stringify(pages)) as DehydratedPages }
}

/** The browser: the server's HTML at the same address, hydrated; the errors React reported, and what was sent. */
async function hydrateIn(html: string, app: ReactNode) {
  api.clear()
  browser = await hydrateInBrowser(html, app, address)
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  return { errors: browser.errors, root: browser.root, sent: api.lines() }
}

const pageThree = () => api.db.products.slice(30, 45).map((p) => p.title)
const withPages = (pages: DehydratedPages, children: ReactNode, serverUrl?: string) =>
  createElement(
    RestPageApiProvider,
    serverUrl ? { serverUrl } : {},
    createElement(RestPageHydrationBoundary, { state: pages }, children),
  )

let browser: Hydrated | undefined
afterEach(() => {
  browser?.unmount()
  browser = undefined
  vi.unstubAllGlobals()
})

describe('server rendering with rows', () => {
  it('renders the rows of the address with the default adapter and serverUrl, and hydrates them with no request', async () => {
    const { html, pages } = await serve((p) => withPages(p, createElement(List), address))
    expect(html).toContain('page 3 of 5')
    for (const title of pageThree()) expect(html).toContain(title)
    const { errors, root, sent } = await hydrateIn(html, withPages(pages, createElement(List)))
    expect(errors).toEqual([])
    expect(root.textContent).toContain(`page 3 of 5${pageThree().join('')}`)
    expect(sent).toEqual([])
  })

  it('hydrates what a server UrlAdapter rendered, the client on the default adapter, with no mismatch', async () => {
    const server: UrlAdapter = { read: () => '?page=2', write: () => {}, subscribe: () => () => {} }
    const { html, pages } = await serve((p) => withPages(p, createElement(List, { adapter: server })))
    expect(html).toContain('page 3 of 5')
    const client = withPages(pages, createElement(List, { adapter: historyAdapter }))
    const { errors, root, sent } = await hydrateIn(html, client)
    expect(errors).toEqual([])
    expect(root.textContent).toContain(`page 3 of 5${pageThree().join('')}`)
    expect(sent).toEqual([])
  })

  it("hydrates what React Router's StaticRouter rendered under the browser's router, with no mismatch", async () => {
    const { html, pages } = await serve((p) =>
      withPages(p, createElement(StaticRouter, { location: '/products?page=2' }, createElement(RouterList))),
    )
    expect(html).toContain('page 3 of 5')
    const client = withPages(pages, createElement(BrowserRouter, null, createElement(RouterList)))
    const { errors, root, sent } = await hydrateIn(html, client)
    expect(errors).toEqual([])
    expect(root.textContent).toContain(`page 3 of 5${pageThree().join('')}`)
    expect(sent).toEqual([])
  })

  it("prefills the lists from SWRConfig's fallback through the SWR bridge, on the server and in the browser", async () => {
    const bridged = (pages: DehydratedPages, serverUrl?: string) =>
      createElement(
        SWRConfig,
        { value: { fallback: pages, provider: () => new Map() } },
        createElement(function Lists() {
          return createElement(
            RestPageApiProvider,
            { store: useSWRRestPageStore(), ...(serverUrl && { serverUrl }) },
            createElement(List),
          )
        }),
      )
    const { html, pages } = await serve((p) => bridged(p, address))
    for (const title of pageThree()) expect(html).toContain(title)
    const { errors, root, sent } = await hydrateIn(html, bridged(pages))
    expect(errors).toEqual([])
    expect(root.textContent).toContain(`page 3 of 5${pageThree().join('')}`)
    expect(sent).toEqual([])
  })

  it('renders the defaults, with no rows, and says how to give it the address, when the server knows neither the address nor its pages', async () => {
    // The browser's hydration render reads the browser's address (a server told it by serverUrl or an adapter of its
    // own renders that address's page too): a server that knows no address cannot agree at ?page=2, and says so.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { html } = await serve(() => createElement(RestPageApiProvider, null, createElement(List)))
    expect(html).toContain('page 1 of 0')
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      /not told the address: give the server's RestPageApiProvider the request's url as serverUrl/,
    )
  })
})
