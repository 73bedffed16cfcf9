import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { useOnline } from './useOnline.ts'

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine
})

const goOffline = (offline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline })
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
}

it('follows navigator.onLine through the window’s offline and online events', () => {
  const { result } = renderHook(() => useOnline())
  expect(result.current).toBe(true)
  act(() => goOffline(true))
  expect(result.current).toBe(false)
  act(() => goOffline(false))
  expect(result.current).toBe(true)
})
