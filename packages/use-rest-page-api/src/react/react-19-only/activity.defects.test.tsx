import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { Activity } from 'react'
import { beforeEach, expect, it } from 'vitest'
import { settled } from '../../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../../test/renderList.tsx'
import { useInfiniteRestPageApi } from '../../infinite/useInfiniteRestPageApi.ts'
import { useRestPageApi } from '../useRestPageApi.ts'

// <Activity> is React 19.2's: this folder is left out of the react18 project (vite.config.ts), which would otherwise
// fail here on a missing component rather than on the defect.

setupMockApi({ auth: false })
beforeEach(() => window.history.replaceState(null, '', '/list'))

/** Renders a hook inside `<Activity>` (through the shared helper), with a switch to hide and show it. */
function renderInActivity<T>(hook: () => T) {
  let mode: 'visible' | 'hidden' = 'visible'
  const rendered = renderWithApi(hook, { inside: (children) => <Activity mode={mode}>{children}</Activity> })
  const show = (next: typeof mode) => {
    mode = next
    act(() => rendered.rerender())
  }
  return { ...rendered, show }
}

/** Back, as the browser's button: jsdom moves through history in a task of its own. */
async function pressBack() {
  const before = window.location.search
  window.history.back()
  await waitFor(() => expect(window.location.search).not.toBe(before))
}

it('follows the address when shown again after Back was pressed while it was hidden (list)', async () => {
  const { result, show } = renderInActivity(() => useRestPageApi<Product>('/api/products', [], { syncToUrl: true }))
  await settled(result)
  await act(() => result.current.nextPage())
  expect(window.location.search).toBe('?page=1')
  show('hidden')
  await pressBack()
  show('visible')
  await settled(result)
  expect({ address: window.location.search, page: result.current.pagination.pageNo }).toEqual({ address: '', page: 0 })
})

it('follows the address when shown again after Back was pressed while it was hidden (feed)', async () => {
  const { result, show } = renderInActivity(() =>
    useInfiniteRestPageApi<Product>('/api/products', [], { syncToUrl: true }),
  )
  await settled(result)
  await act(() => result.current.sortWith([{ property: 'price', direction: 'desc' }]))
  expect(window.location.search).toBe('?sort=price%2Cdesc')
  show('hidden')
  await pressBack()
  show('visible')
  await settled(result)
  expect({ address: window.location.search, sorts: result.current.pagination.sorts }).toEqual({
    address: '',
    sorts: [],
  })
})
