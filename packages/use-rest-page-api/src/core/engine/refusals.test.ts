import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { engine, memoryUrlAdapter, type Kind } from '../../../../../test/engineHarness.ts'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { rejectionOf } from '../../../../../test/rejectionOf.ts'
import type { RestPageDataSource } from './RestPageDataSource.ts'
import type { RestPageFeed } from './RestPageFeed.ts'
import type { SearchParams } from '../types.ts'

const api = setupMockApi({ auth: false })
type Product = { id: string; title: string; price: string }
/** What a list and a feed both offer: the record operations and the moves they share. */
type Operations = Pick<
  RestPageDataSource<Product, unknown> & RestPageFeed<Product, unknown>,
  'get' | 'save' | 'update' | 'remove' | 'query' | 'sortWith' | 'setDefaultSearchParams'
>
/** An object form's argument with a key it does not take, as JavaScript or a cast could pass it. */
const misspelt = { updateItem: false } as { updateItems?: boolean }
const long = 'x'.repeat(1025)

/**
 * Every refusal of "Refused before anything is sent" (and of a query the address could not keep), on a list and on
 * a feed: the call returns a promise that rejects with the `TypeError` naming what it refuses; nothing is thrown at
 * the call, nothing is sent, and the view stays where it was (issue 29, item 3).
 */
describe.each<[Kind]>([['list'], ['feed']])('a refusal on the %s', (kind) => {
  it.each<[string, (view: Operations) => Promise<unknown>, RegExp]>([
    ['get() of an empty id', (v) => v.get(''), /get\(\) refuses id "":/],
    ['get() of "."', (v) => v.get('.'), /get\(\) refuses id ".":/],
    ['update() of ".."', (v) => v.update({ id: '..', title: 'x', price: '1' }), /update\(\) refuses id "\.\.":/],
    [
      'update() of a record without its key',
      (v) => v.update({ title: 'x' } as Product),
      /needs a record with its "id"/,
    ],
    ['remove() of a padded id', (v) => v.remove(' 7'), /remove\(\) refuses id " 7":/],
    ['remove() of an id holding a comma', (v) => v.remove(['7', '5,6']), /remove\(\) refuses id "5,6":/],
    [
      'get() with a key its options do not take',
      (v) => v.get('7', misspelt),
      /get\(\) takes no "updateItem" \(it takes updateItems\)/,
    ],
    [
      'save() with a key its options do not take',
      (v) => v.save({ title: 'x' }, misspelt),
      /save\(\) takes no "updateItem" \(it takes updateItems\)/,
    ],
    [
      'update() with a key its options do not take',
      (v) => v.update({ id: '7', title: 'x', price: '1' }, misspelt),
      /update\(\) takes no "updateItem" \(it takes updateItems\)/,
    ],
    [
      'remove() with a key its options do not take',
      (v) => v.remove('7', misspelt),
      /remove\(\) takes no "updateItem" \(it takes updateItems\)/,
    ],
    ['query() of a filter the address cannot keep', (v) => v.query({ title: long }), /"title" would not read back/],
    [
      'query() with a debounce of one',
      (v) => v.query({ title: long }, { debounce: 20 }),
      /"title" would not read back/,
    ],
    ['query() with a debounce that is no time', (v) => v.query({ title: 'x' }, { debounce: -1 }), /debounce must be/],
    [
      'sortWith() of a property holding a comma',
      (v) => v.sortWith([{ property: 'price,title' as 'price', direction: 'asc' }]),
      /sortWith\(\) refuses sort property "price,title"/,
    ],
    [
      'sortWith() of a property holding a %',
      (v) => v.sortWith([{ property: 'price%2C' as 'price', direction: 'asc' }]),
      /sortWith\(\) refuses sort property "price%2C"/,
    ],
  ])('%s rejects with a TypeError and sends nothing', async (_, call, message) => {
    const adapter = memoryUrlAdapter('')
    const view = engine(kind, { syncToUrl: { adapter, filterKeys: ['title'] } })
    await view.settled()
    const before = view.now()
    api.clear()
    let promise: Promise<unknown> | undefined
    expect(() => void (promise = call(view.now()))).not.toThrow()
    const error = await rejectionOf(promise as Promise<unknown>, TypeError)
    expect(error.message).toMatch(/^\[use-rest-page-api\] /)
    expect(error.message).toMatch(message)
    expect(api.lines()).toEqual([])
    expect(view.now().searchParams).toEqual(before.searchParams)
    expect(view.now().defaultSearchParams).toEqual(before.defaultSearchParams)
    expect(view.now().pagination.sorts).toEqual(before.pagination.sorts)
    expect(adapter.history().entries).toEqual([''])
  })

  it('setDefaultSearchParams() of defaults that would put a filter the address cannot keep there rejects', async () => {
    const adapter = memoryUrlAdapter('')
    const view = engine(kind, { syncToUrl: { adapter } })
    await view.settled()
    // `title` is not a key the view owns yet: the filter is sent and, rightly, not written.
    await view.now().query({ title: long })
    api.clear()
    let promise: Promise<unknown> | undefined
    expect(() => void (promise = view.now().setDefaultSearchParams({ title: '' }))).not.toThrow()
    const error = await rejectionOf(promise as Promise<unknown>, TypeError)
    expect(error.message).toMatch(/setDefaultSearchParams\(\) cannot be kept in the address: "title"/)
    expect(api.lines()).toEqual([])
    expect(view.now().defaultSearchParams).toEqual({})
    expect(adapter.history().entries).toEqual([''])
  })
})

describe('a refusal of a list move', () => {
  // Any sort property, as the engine takes them (the hook's types would refuse these at compile time).
  type List = RestPageDataSource<Product, unknown, SearchParams, string>
  it.each<[string, (list: List) => Promise<unknown>, RegExp]>([
    ['fetch() of page -1', (l) => l.fetch(-1), /fetch\(\) pageNo must be a whole number from 0, got -1/],
    ['fetch() of size 0', (l) => l.fetch(0, 0), /fetch\(\) pageSize must be a whole number from 1, got 0/],
    [
      'fetch() of a sort property that is empty',
      (l) => l.fetch(0, 15, [{ property: '', direction: 'asc' }]),
      /fetch\(\) refuses sort property ""/,
    ],
    ['fetch() of a page the address cannot keep', (l) => l.fetch(1_000_001), /"page" would not read back/],
    ['fetch({ page: -1 })', (l) => l.fetch({ page: -1 }), /fetch\(\) page must be a whole number from 0, got -1/],
    ['fetch({ size: 0 })', (l) => l.fetch({ size: 0 }), /fetch\(\) size must be a whole number from 1, got 0/],
    [
      'fetch() of an object with a key it does not take',
      (l) => l.fetch({ pageNo: 1 } as { page?: number }),
      /fetch\(\) takes no "pageNo" \(it takes page, size, sort, filters, replace, debounce\)/,
    ],
    [
      'fetch() of an object and positional arguments',
      (l) => (l.fetch as (...args: unknown[]) => Promise<unknown>)({ page: 1 }, 5),
      /fetch\(\) takes one object or positional arguments, not both/,
    ],
    [
      'fetch() of an object with a sort property that is empty',
      (l) => l.fetch({ sort: [{ property: '', direction: 'asc' }] }),
      /fetch\(\) refuses sort property ""/,
    ],
    [
      'fetch() of an object with a debounce that is no time',
      (l) => l.fetch({ page: 1, debounce: -1 }),
      /debounce must be a whole number from 0, got -1/,
    ],
  ])('%s rejects with a TypeError and sends nothing', async (_, call, message) => {
    const adapter = memoryUrlAdapter('')
    const view = engine('list', { syncToUrl: { adapter } })
    await view.settled()
    api.clear()
    let promise: Promise<unknown> | undefined
    expect(() => void (promise = call(view.now()))).not.toThrow()
    expect((await rejectionOf(promise as Promise<unknown>, TypeError)).message).toMatch(message)
    expect(api.lines()).toEqual([])
    expect(view.now().pagination).toMatchObject({ pageNo: 0, pageSize: 15 })
    expect(adapter.history().entries).toEqual([''])
  })

  it('still resolves a move whose load failed with undefined: a failure is not a refusal', async () => {
    const view = engine('list')
    await view.settled()
    api.server.use(http.get('*/api/products', () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await expect(view.now().fetch(2)).resolves.toBeUndefined()
    expect(view.now().error).toMatchObject({ status: 503 })
  })
})
