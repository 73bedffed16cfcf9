import { act } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { describe, expect, it } from 'vitest'
import { ids, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { useInfiniteRestPageApi } from '../infinite/useInfiniteRestPageApi.ts'
import { useRestPageApi } from './useRestPageApi.ts'

// Reported from the form app (issue 23, item 6): with holdUpdates on and nothing held yet, the user's own local edit
// (removeItemById, as an undoable delete does) was held back as a pending update instead of shown at once.
setupMockApi({ auth: false })

describe('holdUpdates and the user’s own edits', () => {
  it('shows a local removal on a list at once while updates are held', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { holdUpdates: true }))
    await settled(result)
    act(() => result.current.removeItemById('1'))
    expect(ids(result.current.items)).not.toContain('1')
    expect(result.current.pendingUpdate).toBeNull()
  })

  it('shows a local removal on a feed at once while updates are held', async () => {
    const { result } = renderWithApi(() => useInfiniteRestPageApi<Product>('/api/products', [], { holdUpdates: true }))
    await settled(result)
    act(() => result.current.removeItemById('1'))
    expect(ids(result.current.items)).not.toContain('1')
    expect(result.current.pendingUpdate).toBeNull()
  })
})
