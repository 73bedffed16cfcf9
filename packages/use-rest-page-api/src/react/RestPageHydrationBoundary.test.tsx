import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRestPageStore, type DehydratedPages } from '../core/store/createRestPageStore.ts'
import { encodeListKey } from '../core/store/listKey.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'

// Pages a server handed over that no list on screen shows (another route's, a list not rendered yet): in the browser
// they wait the provider's gcTime for a list, as a page a list left does.
const key = encodeListKey('/api/products', { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} })
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
