import { describe, expect, it, vi } from 'vitest'
import { engine, memoryUrlAdapter, type Kind } from '../../../../../test/engineHarness.ts'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import type { RestPageDataSource } from './RestPageDataSource.ts'
import type { RestPageFeed } from './RestPageFeed.ts'
import type { SearchParams } from '../types.ts'

const api = setupMockApi({ auth: false })
type Product = { id: string; title: string; price: string }
/** The engine's list, which takes any filter and sort (the hooks type them). */
type List = RestPageDataSource<Product, unknown, SearchParams, string>
/** The record operations a list and a feed share. */
type Records = Pick<
  RestPageDataSource<Product, unknown> & RestPageFeed<Product, unknown>,
  'get' | 'save' | 'update' | 'remove'
>

/** A list on the mock, its first page loaded and its requests forgotten. */
async function list(options = {}) {
  const view = engine('list', options)
  await view.settled()
  api.clear()
  return view
}

/**
 * The object forms beside spec D's positional ones (issue 37): `fetch({ page, size, sort, filters, replace, debounce })`
 * and `{ updateItems }` as the record operations' last argument, asserted on what the server received.
 */
describe('object forms', () => {
  it('fetch({ page, size }) sends them, keeping the sort and filters as they are', async () => {
    const view = await list({ defaultSort: { property: 'price', direction: 'desc' } })
    await view.now().query({ titleContains: 'pen' })
    api.clear()
    const page = await view.now().fetch({ page: 2, size: 5 })
    expect(api.lines()).toEqual(['GET /api/products?titleContains=pen&size=5&page=2&sort=price,desc'])
    expect(page?.pageNo).toBe(2)
    expect(view.now().pagination).toMatchObject({ pageNo: 2, pageSize: 5 })
    expect(view.now().searchParams).toEqual({ titleContains: 'pen' })
  })

  it.each<[string, (list: List) => Promise<unknown>, (list: List) => Promise<unknown>]>([
    ['a page', (l) => l.fetch({ page: 1 }), (l) => l.fetch(1)],
    ['a size', (l) => l.fetch({ size: 5 }), (l) => l.fetch(undefined, 5)],
    [
      'a sort',
      (l) => l.fetch({ sort: [{ property: 'title', direction: 'asc' }] }),
      (l) => l.fetch(undefined, undefined, [{ property: 'title', direction: 'asc' }]),
    ],
    [
      'filters, which replace the current ones',
      (l) => l.fetch({ page: 0, filters: { titleContains: 'a' } }),
      (l) => l.fetch(0, undefined, undefined, { titleContains: 'a' }),
    ],
  ])('fetch() of %s sends what its positional form sends', async (_, object, positional) => {
    const first = await list()
    await first.now().fetch(1, 10, [], { titleContains: 'e' })
    api.clear()
    await object(first.now())
    const sent = api.lines()
    first.disconnect()
    const second = await list()
    await second.now().fetch(1, 10, [], { titleContains: 'e' })
    api.clear()
    await positional(second.now())
    expect(sent).toHaveLength(1)
    expect(api.lines()).toEqual(sent)
  })

  it('fetch({ replace: true }) replaces the address entry instead of pushing one', async () => {
    const adapter = memoryUrlAdapter('')
    const view = await list({ syncToUrl: { adapter } })
    await view.now().fetch({ page: 1 })
    // Address writes are at most one every 50 ms: the first is written before the second move.
    await vi.waitFor(() => expect(adapter.history()).toEqual({ entries: ['', '?page=1'], index: 1 }))
    await view.now().fetch({ page: 2, replace: true })
    await vi.waitFor(() => expect(adapter.history()).toEqual({ entries: ['', '?page=2'], index: 1 }))
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=1', 'GET /api/products?size=15&page=2'])
  })

  it.each<[string, (list: List, page: number) => ReturnType<List['reload']>]>([
    ['object', (l, page) => l.fetch({ page, debounce: 20 })],
    ['positional', (l, page) => l.fetch(page, undefined, undefined, undefined, { debounce: 20 })],
  ])('fetch() of the %s form with a debounce sends only the last of several calls', async (_, call) => {
    const view = await list()
    const first = call(view.now(), 1)
    const last = call(view.now(), 3)
    await expect(first).resolves.toBeUndefined()
    expect((await last)?.pageNo).toBe(3)
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=3'])
  })

  describe.each<[Kind]>([['list'], ['feed']])('on the %s', (kind) => {
    async function mounted() {
      const view = engine(kind)
      await view.settled()
      api.clear()
      return view
    }
    const snapshot = (records: { items: Product[] }) => structuredClone(records.items)

    it.each<[string, (records: Records) => Promise<unknown>, string]>([
      ['get', (r) => r.get('2', { updateItems: false }), 'GET /api/products/2'],
      ['save', (r) => r.save({ title: 'new', price: '3.00' }, { updateItems: false }), 'POST /api/products'],
      [
        'update',
        (r) => r.update({ id: '3', title: 'upd', price: '4.00' }, { updateItems: false }),
        'PUT /api/products/3',
      ],
      ['remove', (r) => r.remove('4', { updateItems: false }), 'DELETE /api/products/4'],
    ])(
      '%s(..., { updateItems: false }) sends the request and leaves the items on screen as they were',
      async (_, call, line) => {
        const view = await mounted()
        const before = snapshot(view.now())
        api.db.products[1] = { id: '2', title: 'fresh', price: '2.00' }
        await call(view.now())
        await view.settled()
        expect(api.lines()).toEqual([line])
        expect(snapshot(view.now())).toEqual(before)
      },
    )

    it('save(..., { updateItems: true }) shows the record as save(...) does, and reloads', async () => {
      const view = await mounted()
      const created = await view.now().save({ title: 'new', price: '3.00' }, { updateItems: true })
      expect(view.now().items[0]).toEqual(created)
      await view.settled()
      expect(api.lines()).toEqual(['POST /api/products', 'GET /api/products?size=15&page=0'])
    })
  })
})
