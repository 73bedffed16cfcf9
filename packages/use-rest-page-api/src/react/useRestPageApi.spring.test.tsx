import { act } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ids, rejection, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList, renderWithApi } from '../../../../test/renderList.tsx'
import { RemoveError } from '../core/RemoveError.ts'
import type { RestPageDataSource } from '../core/RestPageDataSource.ts'
import { restPageTableOptions } from '../table/restPageTableOptions.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

/** Answers `/api/spring` with the mock's products as Spring would write one page of them in `shape`. */
function springCollection(shape: (records: Product[], page: number, size: number, total: number) => unknown) {
  api.server.use(
    http.get('/api/spring', ({ request }) => {
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

describe("useRestPageApi: Spring's list shapes, limits and misreadings (issue 15)", () => {
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
    const { result } = await mountList({}, '/api/spring')
    expect(result.current.pagination).toMatchObject({ pageNo: 0, totalElements: 64, totalPages: 5, totalKnown: true })
    await act(() => result.current.fetch(4))
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(60, 64)))
    expect(result.current.pagination.hasNext).toBe(false)
  })

  it('reads an empty HAL page, which has no _embedded at all', async () => {
    springCollection((_, page, size) => ({
      _links: { self: { href: '/api/spring' } },
      page: { size, number: page, totalElements: 0, totalPages: 0 },
    }))
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/spring'))
    await settled(result)
    expect(result.current.isError).toBe(false)
    expect(result.current.items).toEqual([])
    expect(result.current.pagination).toMatchObject({ totalElements: 0, totalPages: 0, hasNext: false })
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
    const { result } = await mountList({ pageSize: 30 }, '/api/spring')
    expect(result.current.pagination).toMatchObject({ pageNo: 0, hasNext: true, totalKnown: false, totalPages: 2 })
    expect(restPageTableOptions(result.current).pageCount).toBe(-1)
    await act(() => result.current.nextPage())
    await act(() => result.current.nextPage())
    expect(result.current.pagination).toMatchObject({ pageNo: 2, hasNext: false, totalKnown: false })
    expect(restPageTableOptions(result.current).pageCount).toBe(3)
    api.clear()
    await act(() => result.current.nextPage())
    expect(api.lines()).toEqual([])
  })

  it('says what it found in a body that is no Spring page', async () => {
    api.server.use(http.get('/api/spring', () => HttpResponse.json({ data: [], page: { index: 0 } })))
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/spring'))
    await settled(result)
    expect(result.current.error).toMatchObject({ kind: 'malformed' })
    expect(result.current.error?.message).toMatch(
      /"content" must be an array, got nothing \(the body is an object with keys data, page\)/,
    )
  })

  it('deletes 600 UUID-keyed records in requests whose url stays under 4096 characters', async () => {
    const uuids = Array.from({ length: 600 }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`)
    api.db.products.push(...uuids.map((id) => ({ id, title: 'x', price: '1.00' })))
    const { result } = await mountList()
    await act(() => result.current.remove(uuids))
    const deletes = (await api.requests()).filter((r) => r.method === 'DELETE')
    expect(deletes.length).toBeGreaterThan(1)
    for (const request of deletes) expect(request.url.href.length - request.url.origin.length).toBeLessThanOrEqual(4096)
    expect(deletes.flatMap((r) => r.url.pathname.split('/').at(-1)?.split(',') ?? []).sort()).toEqual(uuids)
    expect(api.db.products).toHaveLength(64)
  })

  it('rejects a partly failed delete-many with RemoveError, keeping exactly the records not deleted', async () => {
    api.server.use(
      http.delete('/api/products/:ids', ({ params }) =>
        String(params.ids).includes('4') ? HttpResponse.json({ message: 'locked' }, { status: 409 }) : undefined,
      ),
    )
    // 40 characters a url: three requests, [1,2], [3,4] and [5,6]; the one holding 4 fails.
    const { result: small } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { optimistic: true }), {
      provider: { maxUrlLength: '/api/products/1,2'.length },
    })
    await settled(small)
    const error = await rejection(() => small.current.remove(['1', '2', '3', '4', '5', '6']))
    expect(error).toBeInstanceOf(RemoveError)
    expect(error).toMatchObject({ removedIds: ['1', '2', '5', '6'], failedIds: ['3', '4'] })
    await settled(small)
    expect(ids(small.current.items).slice(0, 2)).toEqual(['3', '4'])
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
    const { result } = await mountList()
    api.clear()
    const error = await rejection(() => call(result.current))
    expect(error).toBeInstanceOf(TypeError)
    expect(error.message).toMatch(message)
    expect(error.message).toMatch(/nothing was sent/)
    expect(api.lines()).toEqual([])
  })

  it.each([['price,title'], ['price%2C'], ['']])(
    'refuses the sort property %j before anything is sent',
    async (property) => {
      const { result } = await mountList()
      api.clear()
      expect(() => result.current.sortWith([{ property, direction: 'asc' }])).toThrow(
        `sortWith() refuses sort property ${JSON.stringify(property)}`,
      )
      expect(() => result.current.fetch(0, 15, [{ property, direction: 'desc' }])).toThrow(
        /fetch\(\) refuses sort property/,
      )
      expect(api.lines()).toEqual([])
    },
  )

  it('follows the size the server used when it clamps the one asked for, paging on from it', async () => {
    api.server.use(
      http.get('/api/spring', ({ request }) => {
        const params = new URL(request.url).searchParams
        const page = Number(params.get('page'))
        const size = Math.min(Number(params.get('size')), 20)
        return HttpResponse.json({
          content: api.db.products.slice(page * size, (page + 1) * size),
          ...counts(page, size, 64),
        })
      }),
    )
    const { result } = await mountList({ pageSize: 50 }, '/api/spring')
    expect(result.current.pagination).toMatchObject({ pageSize: 20, totalPages: 4, hasNext: true })
    await act(() => result.current.nextPage())
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(20, 40)))
    await act(() => result.current.fetch(3))
    expect(result.current.pagination).toMatchObject({ pageNo: 3, hasNext: false })
  })

  it('sends page + 1 to a one-indexed server and reads its zero-based number', async () => {
    api.server.use(
      http.get('/api/spring', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page')) - 1
        return HttpResponse.json({
          content: api.db.products.slice(page * 15, (page + 1) * 15),
          ...counts(page, 15, 64),
        })
      }),
    )
    const { result } = await mountList({ oneIndexed: true }, '/api/spring')
    expect(api.lines()).toEqual(['GET /api/spring?size=15&page=1'])
    await act(() => result.current.nextPage())
    expect(api.lines().at(-1)).toBe('GET /api/spring?size=15&page=2')
    expect(result.current.pagination.pageNo).toBe(1)
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(15, 30)))
  })
})

type Ds = RestPageDataSource<Product, unknown>
