import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { parseListQuery, parseSortValue } from '../http/parseListQuery.ts'

const api = setupMockApi()
const admin = { 'sinoform-current-user-id': '1' }
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${ORIGIN}${path}`, { headers: { ...admin, ...headers } })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const ids = (body: unknown) => ((body as { content: { id: string }[] }).content ?? []).map((p) => p.id)

describe('the mock as a Spring Boot server', () => {
  it.each([
    // query, page, size (Spring Data's PageableHandlerMethodArgumentResolver, default size 20, max 2000)
    ['', 0, 20],
    ['page=3&size=5', 3, 5],
    ['page=-1', 0, 20],
    ['page=abc', 0, 20],
    ['page=', 0, 20],
    ['size=0', 0, 20],
    ['size=-5', 0, 20],
    ['size=abc', 0, 20],
    ['size=2000', 0, 2000],
    ['size=5000', 0, 2000],
  ])('reads %j as page %i of size %i', (query, page, size) => {
    expect(parseListQuery(new URL(`http://mock/x?${query}`), { fields: [] })).toMatchObject({ page, size })
  })

  it('reads page=1 as the first page when one-indexed', () => {
    expect(parseListQuery(new URL('http://mock/x?page=1'), { fields: [], oneIndexed: true })).toMatchObject({ page: 0 })
    expect(parseListQuery(new URL('http://mock/x?page=0'), { fields: [], oneIndexed: true })).toMatchObject({ page: 0 })
  })

  it.each([
    ['price', [{ field: 'price', desc: false }]],
    ['price,desc', [{ field: 'price', desc: true }]],
    [
      'price,title,DESC',
      [
        { field: 'price', desc: true },
        { field: 'title', desc: true },
      ],
    ],
    ['title,desc,ignorecase', [{ field: 'title', desc: true, ignoreCase: true }]],
    ['title,IgnoreCase', [{ field: 'title', desc: false, ignoreCase: true }]],
    [
      'price,,..,title',
      [
        { field: 'price', desc: false },
        { field: 'title', desc: false },
      ],
    ],
    [
      'price_d,title',
      [
        { field: 'price', desc: true },
        { field: 'title', desc: false },
      ],
    ],
    ['', []],
  ])("reads sort=%j as Spring's SortOrderParser does", (value, sorts) => {
    expect(parseSortValue(value)).toEqual(sorts)
  })

  it('sorts without regard to case with ignorecase', async () => {
    api.db.products.push({ id: 'upper', title: 'Case', price: '9.00' }, { id: 'lower', title: 'case', price: '1.00' })
    const order = async (sort: string) =>
      ids((await get(`/api/products?size=2000&${sort}`)).body).filter((id) => id === 'upper' || id === 'lower')
    // Ignoring case the titles tie, and the price breaks the tie; otherwise the titles differ.
    expect(await order('sort=title,asc,ignorecase&sort=price,desc')).toEqual(['upper', 'lower'])
    expect(await order('sort=title,asc&sort=price,desc')).toEqual(['lower', 'upper'])
  })

  it('clamps the size at 2000, saying so in the answer', async () => {
    for (let i = 0; i < 2100; i++) api.db.products.push({ id: `n${i}`, title: 'n', price: '1.00' })
    const { body } = await get('/api/products?size=5000')
    expect(body).toMatchObject({ size: 2000, number: 0, totalElements: 2164, totalPages: 2 })
    expect(ids(body)).toHaveLength(2000)
  })

  it('answers the products in each of Spring’s shapes, by path', async () => {
    const page = (await get('/api/products?page=1&size=10')).body
    expect(page).toMatchObject({ number: 1, size: 10, totalElements: 64, totalPages: 7, first: false, last: false })
    expect(page).toMatchObject({ numberOfElements: 10, empty: false, pageable: { pageNumber: 1, pageSize: 10 } })
    expect((await get('/api/v2/products?size=10')).body).toMatchObject({
      page: { size: 10, number: 0, totalElements: 64, totalPages: 7 },
    })
    const hal = (await get('/api/hal/products?page=1&size=10')).body
    expect((hal._embedded as { products: unknown[] }).products).toHaveLength(10)
    expect(hal).toMatchObject({
      page: { size: 10, number: 1, totalElements: 64, totalPages: 7 },
      _links: {
        prev: { href: '/api/hal/products?page=0&size=10' },
        next: { href: '/api/hal/products?page=2&size=10' },
      },
    })
    const slice = (await get('/api/slice/products?page=6&size=10')).body
    expect(slice).toMatchObject({ number: 6, size: 10, last: true, numberOfElements: 4 })
    expect(slice).not.toHaveProperty('totalElements')
  })

  it('answers an empty HAL page with no _embedded', async () => {
    const { body } = await get('/api/hal/products?title=none-such')
    expect(body).not.toHaveProperty('_embedded')
    expect(body).toMatchObject({ page: { totalElements: 0, totalPages: 0 } })
  })

  it('trims the ids of a comma list, as Spring converts them', async () => {
    const res = await fetch(`${ORIGIN}/api/products/%207,1`, { method: 'DELETE', headers: admin })
    expect(res.status).toBe(204)
    expect(api.db.products.some((p) => p.id === '7' || p.id === '1')).toBe(false)
  })

  it('refuses a request head over 8 KB with 400', async () => {
    const ids8k = Array.from({ length: 300 }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`)
    const res = await fetch(`${ORIGIN}/api/products/${ids8k.join(',')}`, { method: 'DELETE', headers: admin })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/request head is over 8192 bytes/)
    expect(api.db.products).toHaveLength(64)
  })

  it.each([
    '/api/products/a%2Fb',
    '/api/products/a%2fb',
    '/api/products/100%25',
    '/api/products/a%3Bb',
    '/api/products/a;b',
  ])('refuses %s as Spring Security’s firewall does', async (path) => {
    const res = await fetch(`${ORIGIN}${path}`, { headers: admin })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/potentially malicious String/)
  })
})
