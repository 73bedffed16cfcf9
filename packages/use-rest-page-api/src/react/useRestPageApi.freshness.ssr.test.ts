import { JSDOM } from 'jsdom'
import { delay } from 'msw'
import { act, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore, type DehydratedPages } from '../core/store/createRestPageStore.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`

/** A list that prints its freshness, the answer time included. */
function Freshness() {
  const list = useRestPageApi<{ id: string }>(url)
  return createElement(
    'p',
    null,
    `${list.items.length} rows, answered at ${list.dataUpdatedAt}, stale ${list.isStale}, fetching ${list.isFetching}`,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

it('hydrates the answer time a server rendered without a mismatch, whatever the client clock says', async () => {
  expect(typeof window).toBe('undefined')
  const server = createRestPageStore()
  await prefetchList(server, url)
  const html = renderToString(createElement(RestPageApiProvider, { store: server }, createElement(Freshness)))
  const answered = Number(/answered at (\d+)/.exec(html)?.[1])
  expect(answered).toBeGreaterThan(0)
  expect(html).toContain('15 rows')
  expect(html).toContain('stale false, fetching false')
  const pages = JSON.parse(JSON.stringify(server.dehydrate())) as DehydratedPages
  // The page reaches the browser later.
  await delay(5)
  const dom = new JSDOM(`<!doctype html><div id="root">${html}</div>`, { url: `${ORIGIN}/products` })
  for (const name of ['window', 'document', 'navigator', 'Node', 'HTMLElement', 'Element', 'Event'])
    vi.stubGlobal(name, name === 'window' ? dom.window : dom.window[name as keyof typeof dom.window])
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  const { hydrateRoot } = await import('react-dom/client')
  const errors: unknown[] = []
  const root = dom.window.document.getElementById('root') as HTMLElement
  const app = createElement(
    RestPageApiProvider,
    null,
    createElement(RestPageHydrationBoundary, { state: pages }, createElement(Freshness)),
  )
  await act(async () => {
    hydrateRoot(root, app, { onRecoverableError: (error) => void errors.push(error) })
  })
  expect(errors).toEqual([])
  expect(root.textContent).toBe(`15 rows, answered at ${answered}, stale false, fetching false`)
})
