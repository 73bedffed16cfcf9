import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

// A list synced through historyAdapter reads nothing on a server (no window): unless the provider names the address,
// it renders the defaults while the browser's hydration render reads the browser's address. Said once, in development.
function List() {
  const list = useRestPageApi<{ id: string }>('/api/products', [], { syncToUrl: true })
  return createElement('p', null, `page ${list.pagination.pageNo + 1}`)
}
const render = (serverUrl?: string) =>
  renderToString(createElement(RestPageApiProvider, serverUrl ? { serverUrl } : {}, createElement(List)))

afterEach(() => vi.restoreAllMocks())

it('says nothing for a list that is not synced with the address', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  function Unsynced() {
    const list = useRestPageApi<{ id: string }>('/api/products')
    return createElement('p', null, `page ${list.pagination.pageNo + 1}`)
  }
  expect(renderToString(createElement(RestPageApiProvider, null, createElement(Unsynced)))).toContain('page 1')
  expect(warn).not.toHaveBeenCalled()
})

it('says nothing when the server is told the address, and renders its page', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(render('https://shop.example/products?page=2')).toContain('page 3')
  expect(warn).not.toHaveBeenCalled()
})

it('warns once, naming serverUrl, when a synced list renders on a server that was not told the address', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(render()).toContain('page 1')
  expect(render()).toContain('page 1')
  expect(warn).toHaveBeenCalledTimes(1)
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[use-rest-page-api\] .*serverUrl/)
})
