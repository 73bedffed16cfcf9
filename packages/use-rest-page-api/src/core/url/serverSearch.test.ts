import { describe, expect, it } from 'vitest'
import { historyAdapter } from './historyAdapter.ts'
import { serverSearch } from './serverSearch.ts'
import type { UrlAdapter } from './UrlAdapter.ts'

const router: UrlAdapter = { read: () => '?page=4', write: () => {}, subscribe: () => () => {} }

describe('serverSearch', () => {
  it.each<[string | undefined, UrlAdapter | undefined, string]>([
    ['https://shop.example/products?page=2&sort=title,asc#top', historyAdapter, '?page=2&sort=title,asc'],
    ['/products?page=2', historyAdapter, '?page=2'],
    ['?page=2', undefined, '?page=2'],
    ['/products', router, ''],
    ['?page=2', router, '?page=2'],
    [undefined, router, '?page=4'],
    ['', router, '?page=4'],
    [undefined, historyAdapter, ''],
    [undefined, undefined, ''],
  ])('reads serverUrl %j, else the adapter (%#): %j', (serverUrl, adapter, search) => {
    expect(typeof window).toBe('undefined')
    expect(serverSearch(serverUrl, adapter)).toBe(search)
  })

  it('refuses a serverUrl that is no url, naming it', () => {
    expect(() => serverSearch('http://[', historyAdapter)).toThrow(
      new TypeError('[use-rest-page-api] serverUrl is no url: "http://["'),
    )
  })
})
