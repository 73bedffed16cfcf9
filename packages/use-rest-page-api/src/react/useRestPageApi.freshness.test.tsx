import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { ids } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList } from '../../../../test/renderList.tsx'

const api = setupMockApi({ auth: false })

describe('useRestPageApi: freshness', () => {
  it('renders a page shown again from the store as stale and fetching, not loading, until its reload answers', async () => {
    const { result } = await mountList()
    const first = result.current.dataUpdatedAt
    expect(first).toBeGreaterThan(0)
    await act(() => result.current.nextPage())
    const held = holdAnswers(api, (r) => r.path.endsWith('page=0'))
    act(() => void result.current.prevPage())
    // Page 0's rows and count at once, from the store, with what a page needs to dim them while they reload.
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(0, 15)))
    expect(result.current).toMatchObject({
      isPlaceholderData: false,
      isLoading: false,
      isFetching: true,
      isStale: true,
      dataUpdatedAt: first,
      pagination: { pageNo: 0, totalElements: 64 },
    })
    await held.waitFor(1)
    await act(() => held.releaseAll())
    await waitFor(() => expect(result.current.isFetching).toBe(false))
    expect(result.current.isStale).toBe(false)
    expect(result.current.dataUpdatedAt).toBeGreaterThan(first)
  })
})
