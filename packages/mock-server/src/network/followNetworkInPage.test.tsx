import { afterEach, expect, it } from 'vitest'
import { createControls } from '../http/controls.ts'
import { followNetworkInPage, NETWORK_STORAGE_KEY } from './followNetworkInPage.ts'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  sessionStorage.clear()
})

function heard() {
  const events: string[] = []
  const on = (event: Event) => events.push(`${event.type}:${navigator.onLine}`)
  window.addEventListener('offline', on)
  window.addEventListener('online', on)
  return events
}

it('makes navigator.onLine read false while the mock is offline and fires offline, then online', () => {
  const controls = createControls()
  stop = followNetworkInPage(controls, window)
  const events = heard()
  expect(navigator.onLine).toBe(true)
  controls.network = 'offline'
  expect(navigator.onLine).toBe(false)
  controls.network = 'online'
  expect(navigator.onLine).toBe(true)
  expect(events).toEqual(['offline:false', 'online:true'])
})

it('gives navigator.onLine back to the browser when it stops following', () => {
  const controls = createControls()
  followNetworkInPage(controls, window)()
  controls.network = 'offline'
  expect(navigator.onLine).toBe(true)
  expect(Object.getOwnPropertyDescriptor(navigator, 'onLine')).toBeUndefined()
})

it('keeps a cut over a reload with remember: the next page starts offline, with no event', () => {
  const before = createControls()
  const stopBefore = followNetworkInPage(before, window, { remember: sessionStorage })
  before.network = 'offline'
  expect(sessionStorage.getItem(NETWORK_STORAGE_KEY)).toBe('offline')
  stopBefore()
  const events = heard()
  const after = createControls()
  stop = followNetworkInPage(after, window, { remember: sessionStorage })
  expect(after.network).toBe('offline')
  expect(navigator.onLine).toBe(false)
  expect(events).toEqual([])
  after.network = 'online'
  expect(sessionStorage.getItem(NETWORK_STORAGE_KEY)).toBeNull()
})

it('starts online without remember, whatever the tab stored', () => {
  sessionStorage.setItem(NETWORK_STORAGE_KEY, 'offline')
  const controls = createControls()
  stop = followNetworkInPage(controls, window)
  expect(controls.network).toBe('online')
  expect(navigator.onLine).toBe(true)
})
