import { act, createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BrowserRouter, StaticRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateInBrowser, type Hydrated } from '../../../../test/hydrateInBrowser.ts'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore, type DehydratedPages } from '../core/store/createRestPageStore.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import type { RestPageApiOptions } from '../core/engine/RestPageApiOptions.ts'
import type { UrlAdapter } from '../core/url/UrlAdapter.ts'
import { useReactRouterUrlAdapter } from '../react-router/useReactRouterUrlAdapter.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

// The hydration render must show what the server rendered, whatever told the server the address (the provider's
// serverUrl, a UrlAdapter of its own, a router) and whether or not it handed pages over; then the list shows the
// address's page. A browser list on historyAdapter with no serverUrl cannot know the address the server knew unless the
// server handed over its pages: it renders what a server with no address renders, the defaults (the Server rendering
// decision in docs/decisions.md), so a server told the address gives the browser's provider the same serverUrl. This file runs in node (the server), then in a jsdom window at the same address (the browser).
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
const address = `${ORIGIN}/products?page=2`

type Row = { id: string; title: string }
function List({ adapter }: { adapter?: UrlAdapter | undefined }) {
  const list = useRestPageApi<Row>(url, [], { syncToUrl: { adapter } } as RestPageApiOptions<Row, unknown>)
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
function RouterList() {
  return createElement(List, { adapter: useReactRouterUrlAdapter() })
}
/** A UrlAdapter a server writes for itself: it reads the request's query string. */
const requestAdapter: UrlAdapter = { read: () => '?page=2', write: () => {}, subscribe: () => () => {} }

type Lists = 'default' | 'server adapter' | 'router'
/** How a side renders: the provider's serverUrl, and how its list reads the address. */
interface Side {
  serverUrl?: string
  lists: Lists
}
const tree = (side: Side, pages: DehydratedPages | undefined, browser: boolean): ReactNode => {
  const list =
    side.lists === 'router'
      ? browser
        ? createElement(BrowserRouter, null, createElement(RouterList))
        : createElement(StaticRouter, { location: '/products?page=2' }, createElement(RouterList))
      : createElement(List, { adapter: side.lists === 'server adapter' ? requestAdapter : undefined })
  return createElement(
    RestPageApiProvider,
    side.serverUrl ? { serverUrl: side.serverUrl } : {},
    pages ? createElement(RestPageHydrationBoundary, { state: pages }, list) : list,
  )
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/<!-- -->/g, '')
const pageThree = () =>
  `page 3 of 5${api.db.products
    .slice(30, 45)
    .map((p) => p.title)
    .join('')}`

let browser: Hydrated | undefined
afterEach(() => {
  browser?.unmount()
  browser = undefined
  vi.unstubAllGlobals()
})

describe('hydrating a synced list', () => {
  it.each<{ name: string; server: Side; client: Side; handed: 'pages' | 'no pages'; shown: string }>([
    {
      name: 'serverUrl on both providers',
      server: { serverUrl: address, lists: 'default' },
      client: { serverUrl: address, lists: 'default' },
      handed: 'pages',
      shown: 'page 3',
    },
    {
      name: 'serverUrl on both providers',
      server: { serverUrl: address, lists: 'default' },
      client: { serverUrl: address, lists: 'default' },
      handed: 'no pages',
      shown: 'page 3',
    },
    {
      name: "serverUrl on the server's provider only",
      server: { serverUrl: address, lists: 'default' },
      client: { lists: 'default' },
      handed: 'pages',
      shown: 'page 3',
    },
    {
      name: "an adapter of the server's own, the default adapter in the browser",
      server: { lists: 'server adapter' },
      client: { lists: 'default' },
      handed: 'pages',
      shown: 'page 3',
    },
    {
      name: "an adapter of the server's own and serverUrl on both providers, the default adapter in the browser",
      server: { serverUrl: address, lists: 'server adapter' },
      client: { serverUrl: address, lists: 'default' },
      handed: 'no pages',
      shown: 'page 3',
    },
    {
      name: 'React Router on both sides',
      server: { lists: 'router' },
      client: { lists: 'router' },
      handed: 'pages',
      shown: 'page 3',
    },
    {
      name: 'React Router on both sides',
      server: { lists: 'router' },
      client: { lists: 'router' },
      handed: 'no pages',
      shown: 'page 3',
    },
    {
      name: 'no address on the server',
      server: { lists: 'default' },
      client: { lists: 'default' },
      handed: 'pages',
      shown: 'page 1',
    },
    {
      name: 'no address on the server',
      server: { lists: 'default' },
      client: { lists: 'default' },
      handed: 'no pages',
      shown: 'page 1',
    },
  ])(
    '$name, $handed: no mismatch, the server and the hydration render show $shown, then page 3',
    async ({ server, client, handed, shown }) => {
      // The server: a store of the request's own, the page of the address it knows prefetched (or none), rendered.
      expect(typeof window).toBe('undefined')
      const store = createRestPageStore()
      const known = server.serverUrl ?? (server.lists === 'default' ? undefined : address)
      if (handed === 'pages') await prefetchList(store, url, { syncToUrl: true }, known ? { serverUrl: known } : {})
      const pages = handed === 'pages' ? (JSON.parse(JSON.stringify(store.dehydrate())) as DehydratedPages) : undefined
      const html = renderToString(tree(server, pages, false))
      expect(textOf(html)).toMatch(new RegExp(`^${shown} of`))
      // The browser, at the same address.
      api.clear()
      browser = await hydrateInBrowser(html, tree(client, pages, true), address)
      expect(browser.errors).toEqual([])
      const root = browser.root
      await act(() => vi.waitFor(() => expect(root.textContent).toBe(pageThree())))
      expect(browser.errors).toEqual([])
    },
  )
})
