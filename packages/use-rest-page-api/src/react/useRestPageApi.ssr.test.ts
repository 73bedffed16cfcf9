import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import { RestPageApiProvider, useRestPageApiStore } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

const url = 'http://localhost:3000/api/products'

function List() {
  const list = useRestPageApi<{ id: string; title: string }>(url, [{ id: 's', title: 'server' }], {
    syncToUrl: { prefix: 'p.' },
    defaultSearchParams: { title: '' },
  })
  return createElement(
    'ul',
    { 'data-loading': String(list.isLoading) },
    list.items.map((item) => createElement('li', { key: item.id }, item.title)),
  )
}

describe('useRestPageApi on the server', () => {
  it('renders the default value with no window and sends nothing', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(createElement(RestPageApiProvider, null, createElement(List)))
    expect(html).toContain('<li>server</li>')
    expect(api.lines()).toEqual([])
  })

  it('gives the lists outside any provider a store of their own per render: one request leaves nothing for the next', async () => {
    const store = createRestPageStore()
    await prefetchList(store, url, { defaultSearchParams: { title: '' } })
    const pages = store.dehydrate()
    // A component of request 1 writes to the store outside any provider (the page's default store in a browser).
    function Writer() {
      useRestPageApiStore().hydrate(pages)
      return null
    }
    renderToString(createElement(Writer))
    // Request 2, maybe another user's: its list outside any provider shows its default value, not request 1's rows.
    expect(renderToString(createElement(List))).toContain('<li>server</li>')
  })

  it('refuses a RestPageHydrationBoundary outside any provider, whose pages no list would see', () => {
    expect(() => renderToString(createElement(RestPageHydrationBoundary, { state: {} }, createElement(List)))).toThrow(
      '[use-rest-page-api] RestPageHydrationBoundary needs a RestPageApiProvider around it on a server, one per request',
    )
  })
})
