import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disconnectAll, engine, rejection } from '../../../../../test/engineHarness.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { restPageTableOptions } from '../../table/restPageTableOptions.ts'
import { RemoveError } from '../http/RemoveError.ts'
import type { RestPageApiOptions } from '../engine/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../engine/RestPageDataSource.ts'
import type { SearchParams } from '../types.ts'

const api = setupMockApi({ auth: false })
afterEach(disconnectAll)

/** A connected list of `path` on the mock server, once its first page is loaded. */
async function mountList(options: RestPageApiOptions<Product, unknown> = {}, path = '/api/products') {
  const view = engine('list', options, { url: `${ORIGIN}${path}` })
  await vi.waitFor(() => expect(view.now().items.length).toBeGreaterThan(0))
  await view.settled()
  return view
}

/** Answers `/api/spring` with the mock's products as Spring would write one page of them in `shape`. */
function springCollection(shape: (records: Product[], page: number, size: number, total: number) => unknown) {
  api.server.use(
    http.get('*/api/spring', ({ request }) => {
      const params = new URL(request.url).searchParams
      const page = Number(params.get('page') ?? 0)
      const size = Number(params.get('size') ?? 20)
      const records = api.db.products.slice(page * size, (page + 1) * size)
      return HttpResponse.json(shape(records, page, size, api.db.products.length) as object)
    }),
  )
}
const counts = (page: number, size: number, total: number) => ({
  size,
  number: page,
  totalElements: total,
  totalPages: Math.ceil(total / size),
})

describe('a list on a Spring server: its list shapes, limits and misreadings (issue 15)', () => {
  it.each([
    [
      'PagedModel (VIA_DTO)',
      (records: Product[], page: number, size: number, total: number) => ({
        content: records,
        page: counts(page, size, total),
      }),
    ],
    [
      'HAL (Spring Data REST)',
      (records: Product[], page: number, size: number, total: number) => ({
        ...(records.length && { _embedded: { products: records } }),
        _links: { self: { href: `/api/spring?page=${page}&size=${size}` } },
        page: counts(page, size, total),
      }),
    ],
  ])('reads %s with no option, paging through it to its end', async (_, shape) => {
    springCollection(shape)
    const view = await mountList({}, '/api/spring')
    expect(view.now().pagination).toMatchObject({ pageNo: 0, totalElements: 64, totalPages: 5, totalKnown: true })
    await view.now().fetch(4)
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(60, 64)))
    expect(view.now().pagination.hasNext).toBe(false)
  })

  it('reads an empty HAL page, which has no _embedded at all', async () => {
    springCollection((_, page, size) => ({
      _links: { self: { href: '/api/spring' } },
      page: { size, number: page, totalElements: 0, totalPages: 0 },
    }))
    const view = engine('list', {}, { url: `${ORIGIN}/api/spring` })
    await view.settled()
    expect(view.now().isError).toBe(false)
    expect(view.now().items).toEqual([])
    expect(view.now().pagination).toMatchObject({ totalElements: 0, totalPages: 0, hasNext: false })
  })

  it('pages a Slice by last, saying that its total is unknown', async () => {
    springCollection((records, page, size, total) => ({
      content: records,
      number: page,
      size,
      first: page === 0,
      last: (page + 1) * size >= total,
      numberOfElements: records.length,
    }))
    const view = await mountList({ pageSize: 30 }, '/api/spring')
    expect(view.now().pagination).toMatchObject({ pageNo: 0, hasNext: true, totalKnown: false, totalPages: 2 })
    expect(restPageTableOptions(view.now()).pageCount).toBe(-1)
    await view.now().nextPage()
    await view.now().nextPage()
    expect(view.now().pagination).toMatchObject({ pageNo: 2, hasNext: false, totalKnown: false })
    expect(restPageTableOptions(view.now()).pageCount).toBe(3)
    api.clear()
    await view.now().nextPage()
    expect(api.lines()).toEqual([])
  })

  it('says what it found in a body that is no Spring page', async () => {
    api.server.use(http.get('*/api/spring', () => HttpResponse.json({ data: [], page: { index: 0 } })))
    const view = engine('list', {}, { url: `${ORIGIN}/api/spring` })
    await view.settled()
    expect(view.now().error).toMatchObject({ kind: 'malformed' })
    expect(view.now().error?.message).toMatch(
      /"content" must be an array, got nothing \(the body is an object with keys data, page\)/,
    )
  })

  it('deletes 600 UUID-keyed records in requests whose url stays under 4096 characters', async () => {
    const uuids = Array.from({ length: 600 }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`)
    api.db.products.push(...uuids.map((id) => ({ id, title: 'x', price: '1.00' })))
    const view = await mountList()
    await view.now().remove(uuids)
    const deletes = (await api.requests()).filter((r) => r.method === 'DELETE')
    expect(deletes.length).toBeGreaterThan(1)
    for (const request of deletes) expect(request.url.href.length - request.url.origin.length).toBeLessThanOrEqual(4096)
    expect(deletes.flatMap((r) => r.url.pathname.split('/').at(-1)?.split(',') ?? []).sort()).toEqual(uuids)
    expect(api.db.products).toHaveLength(64)
  })

  it('rejects a partly failed delete-many with RemoveError, keeping exactly the records not deleted', async () => {
    api.server.use(
      http.delete('*/api/products/:ids', ({ params }) =>
        String(params.ids).includes('4') ? HttpResponse.json({ message: 'locked' }, { status: 409 }) : undefined,
      ),
    )
    // Two ids a url (the limit counts the url the list was given, absolute in node): three requests, [1,2], [3,4]
    // and [5,6]; the one holding 4 fails.
    const small = engine(
      'list',
      { optimistic: true },
      { settings: { maxUrlLength: `${ORIGIN}/api/products/1,2`.length } },
    )
    await small.settled()
    const error = await rejection(() => small.now().remove(['1', '2', '3', '4', '5', '6']))
    expect(error).toBeInstanceOf(RemoveError)
    expect(error).toMatchObject({ removedIds: ['1', '2', '5', '6'], failedIds: ['3', '4'] })
    await small.settled()
    expect(ids(small.now().items).slice(0, 2)).toEqual(['3', '4'])
    expect(api.db.products.some((p) => p.id === '3')).toBe(true)
  })

  it.each([
    ['remove("..")', (ds: Ds) => ds.remove('..'), /remove\(\) refuses id "\.\."/],
    ['remove(".")', (ds: Ds) => ds.remove('.'), /remove\(\) refuses id "\."/],
    ['remove("")', (ds: Ds) => ds.remove(''), /remove\(\) refuses id ""/],
    ['remove([" 7", "1"])', (ds: Ds) => ds.remove([' 7', '1']), /remove\(\) refuses id " 7": Spring trims/],
    [
      'remove(["\u00017", "1"])',
      (ds: Ds) => ds.remove(['\u00017', '1']),
      /remove\(\) refuses id "\\u00017": Spring trims/,
    ],
    ['get("..")', (ds: Ds) => ds.get('..'), /get\(\) refuses id "\.\."/],
    ['get("7 ")', (ds: Ds) => ds.get('7 '), /get\(\) refuses id "7 "/],
    ['update({ id: ".." })', (ds: Ds) => ds.update({ id: '..', title: 'x', price: '1' }), /update\(\) refuses id/],
  ])('refuses %s before anything is sent', async (_, call, message) => {
    const view = await mountList()
    api.clear()
    const error = await rejection(() => call(view.now()))
    expect(error).toBeInstanceOf(TypeError)
    expect(error.message).toMatch(message)
    expect(error.message).toMatch(/nothing was sent/)
    expect(api.lines()).toEqual([])
  })

  it.each([['price,title'], ['price%2C'], ['']])(
    'refuses the sort property %j before anything is sent',
    async (property) => {
      const view = await mountList()
      api.clear()
      await expect(view.now().sortWith([{ property, direction: 'asc' }])).rejects.toThrow(
        `sortWith() refuses sort property ${JSON.stringify(property)}`,
      )
      await expect(view.now().fetch(0, 15, [{ property, direction: 'desc' }])).rejects.toThrow(
        /fetch\(\) refuses sort property/,
      )
      expect(api.lines()).toEqual([])
    },
  )

  it('follows the size the server used when it clamps the one asked for, paging on from it', async () => {
    api.server.use(
      http.get('*/api/spring', ({ request }) => {
        const params = new URL(request.url).searchParams
        const page = Number(params.get('page'))
        const size = Math.min(Number(params.get('size')), 20)
        return HttpResponse.json({
          content: api.db.products.slice(page * size, (page + 1) * size),
          ...counts(page, size, 64),
        })
      }),
    )
    const view = await mountList({ pageSize: 50 }, '/api/spring')
    expect(view.now().pagination).toMatchObject({ pageSize: 20, totalPages: 4, hasNext: true })
    await view.now().nextPage()
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(20, 40)))
    await view.now().fetch(3)
    expect(view.now().pagination).toMatchObject({ pageNo: 3, hasNext: false })
  })

  it('sends page + 1 to a one-indexed server and reads its zero-based number', async () => {
    api.server.use(
      http.get('*/api/spring', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page')) - 1
        return HttpResponse.json({
          content: api.db.products.slice(page * 15, (page + 1) * 15),
          ...counts(page, 15, 64),
        })
      }),
    )
    const view = await mountList({ oneIndexed: true }, '/api/spring')
    expect(api.lines()).toEqual(['GET /api/spring?size=15&page=1'])
    await view.now().nextPage()
    expect(api.lines().at(-1)).toBe('GET /api/spring?size=15&page=2')
    expect(view.now().pagination.pageNo).toBe(1)
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(15, 30)))
  })
})

/** The engine's result, which takes any filter and sort (the hooks type them). */
type Ds = RestPageDataSource<Product, unknown, SearchParams, string>
