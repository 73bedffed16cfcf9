import { act, render, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import { useRestPageApi } from './useRestPageApi.ts'
import { createRestPageStore, type DehydratedPages } from '../core/store/createRestPageStore.ts'
import { listKey } from '../core/store/listKey.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'

// Pages a server handed over that no list on screen shows (another route's, a list not rendered yet): in the browser
// they wait the provider's gcTime for a list, as a page a list left does.
const key = listKey('/api/products', { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }, {})
const pages: DehydratedPages = {
  [key]: {
    items: [{ id: '1' }],
    pageNo: 0,
    pageSize: 15,
    totalElements: 1,
    totalPages: 1,
    hasNext: false,
    totalKnown: true,
    rawResponse: undefined,
  },
}

afterEach(() => {
  vi.useRealTimers()
})

describe('RestPageHydrationBoundary', () => {
  it.each([
    [1_000, 999, 1],
    [1_000, 1_000, 0],
    [600_000, 300_001, 1],
    [Infinity, 3_600_000, 1],
  ])('keeps pages no list shows for the provider gcTime %s: after %s ms, %s left', async (gcTime, after, left) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const store = createRestPageStore()
    render(
      <RestPageApiProvider store={store} gcTime={gcTime}>
        <RestPageHydrationBoundary state={pages} />
      </RestPageApiProvider>,
    )
    expect(store.inspect()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(after)
    expect(store.inspect()).toHaveLength(left)
  })
})

describe('RestPageHydrationBoundary with pages newer and older than the store', () => {
  const api = setupMockApi({ auth: false })
  const url = '/api/products'
  /** The pages a server loads now, as a server component hands them over. */
  const serverPages = async () => {
    const server = createRestPageStore()
    await prefetchList(server, `${ORIGIN}${url}`)
    return JSON.parse(JSON.stringify(server.dehydrate())) as DehydratedPages
  }
  function Titles() {
    const list = useRestPageApi<{ id: string; title: string }>(`${ORIGIN}${url}`)
    return <p>{list.isError ? 'error' : (list.items[0]?.title ?? 'none')}</p>
  }

  it('shows a page the server loaded after the one the store holds, with no request', async () => {
    const store = createRestPageStore()
    const older = await serverPages()
    const first = render(
      <RestPageApiProvider store={store}>
        <RestPageHydrationBoundary state={older}>
          <Titles />
        </RestPageHydrationBoundary>
      </RestPageApiProvider>,
    )
    first.unmount()
    await delay(5)
    api.db.products[0] = { ...(api.db.products[0] as Product), title: 'renamed before the revisit' }
    const newer = await serverPages()
    api.clear()
    const { container } = render(
      <RestPageApiProvider store={store}>
        <RestPageHydrationBoundary state={newer}>
          <Titles />
        </RestPageHydrationBoundary>
      </RestPageApiProvider>,
    )
    expect(container.textContent).toBe('renamed before the revisit')
    await act(() => store.settled())
    expect(api.lines()).toEqual([])
  })

  it('keeps the page the store holds when the handed-over one is older', async () => {
    const store = createRestPageStore()
    const older = await serverPages()
    await delay(5)
    api.db.products[0] = { ...(api.db.products[0] as Product), title: 'renamed since' }
    const { container } = render(
      <RestPageApiProvider store={store}>
        <Titles />
      </RestPageApiProvider>,
    )
    await waitFor(() => expect(container.textContent).toBe('renamed since'))
    await act(() => store.settled())
    store.hydrate(older)
    await act(() => delay(5))
    expect(container.textContent).toBe('renamed since')
  })

  it('leaves no error behind once a page is handed over for a load that failed', async () => {
    const store = createRestPageStore()
    api.server.use(
      http.get('*/api/products', () => HttpResponse.json({ status: 500 }, { status: 500 }), { once: true }),
    )
    const { container } = render(
      <RestPageApiProvider store={store}>
        <Titles />
      </RestPageApiProvider>,
    )
    await waitFor(() => expect(container.textContent).toBe('error'))
    const pages = await serverPages()
    await act(async () => store.hydrate(pages))
    expect(container.textContent).toBe(api.db.products[0]?.title)
  })
})
