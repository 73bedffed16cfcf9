import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import type { ErrorBody } from '../http/errorResponse.ts'

const api = setupMockApi()
const admin = { 'sinoform-current-user-id': '1' }
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...admin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined }
}
const ids = (body: unknown) => ((body as { content: { id: string }[] }).content ?? []).map((p) => p.id)

describe('products (spec A)', () => {
  it('lists the first page with the envelope of spec A', async () => {
    const { status, body } = await call('GET', '/api/products')
    expect(status).toBe(200)
    expect(body).toMatchObject({ number: 0, size: 20, totalElements: 64, totalPages: 4 })
    expect(ids(body)).toEqual(api.db.products.slice(0, 20).map((p) => p.id))
  })

  it('reads page and size, zero-based', async () => {
    const { body } = await call('GET', '/api/products?page=2&size=10')
    expect(ids(body)).toEqual(api.db.products.slice(20, 30).map((p) => p.id))
    expect(body).toMatchObject({ number: 2, size: 10, totalPages: 7 })
  })

  it.each([
    ['sort=price,desc&sort=title,asc'],
    ['sort=price_des,title'],
    ['sort=price_d,title'],
    ['sort=price,desc&sort=title'],
  ])('sorts the same way in every style: %s', async (sort) => {
    const expected = [...api.db.products]
      .sort((a, b) => Number(b.price) - Number(a.price) || a.title.localeCompare(b.title))
      .slice(0, 15)
    const { body } = await call('GET', `/api/products?size=15&${sort}`)
    expect(ids(body)).toEqual(expected.map((p) => p.id))
  })

  it('combines equality filters with AND', async () => {
    const target = api.db.products[5]
    api.db.products.push({ id: '900', title: target?.title ?? '', price: '0.01' })
    const both = await call(
      'GET',
      `/api/products?title=${encodeURIComponent(target?.title ?? '')}&price=${target?.price}`,
    )
    expect(ids(both.body)).toEqual([target?.id])
    const one = await call('GET', `/api/products?title=${encodeURIComponent(target?.title ?? '')}`)
    expect(ids(one.body)).toContain('900')
  })

  it('finds names containing a word, without regard to case, on v1 and v2 alike; it does not sort', async () => {
    api.db.products.push(
      { id: '901', title: 'Desk Lamp 台灯', price: '1.00' },
      { id: '902', title: '台灯 LAMP', price: '2.00' },
    )
    for (const path of ['/api/products', '/api/v2/products']) {
      const found = await call('GET', `${path}?titleContains=lamp&size=2000`)
      expect(ids(found.body).sort()).toEqual(
        api.db.products
          .filter((p) => p.title.toLowerCase().includes('lamp'))
          .map((p) => p.id)
          .sort(),
      )
      expect(ids(found.body)).toEqual(expect.arrayContaining(['901', '902']))
    }
    expect((await call('GET', '/api/products?sort=titleContains,asc')).status).toBe(400)
  })

  it.each([
    ['sort=colour,asc', 'sort', /unknown sort field "colour"/],
    ['colour=red', 'colour', /unknown filter field "colour"/],
  ])('answers 400 with field errors for %s', async (query, field, message) => {
    const { status, body } = await call('GET', `/api/products?${query}`)
    expect(status).toBe(400)
    const error = body as unknown as ErrorBody
    expect(error).toMatchObject({ status: 400, error: 'INVALID REQUEST', path: '/api/products' })
    expect(error.errors.find((e) => e.field === field)?.message).toMatch(message)
  })

  it('creates with 201 and a new id, then reads it', async () => {
    const created = await call('POST', '/api/products', { title: '新笔', price: '5.50' })
    expect(created).toEqual({ status: 201, body: { id: '65', title: '新笔', price: '5.50', version: 0 } })
    expect(await call('GET', '/api/products/65')).toEqual({
      status: 200,
      body: { id: '65', title: '新笔', price: '5.50', version: 0 },
    })
  })

  it.each([
    [{ title: 'x' }, 'price'],
    [{ title: '', price: '1.00' }, 'title'],
    [{ title: 'x', price: 'cheap' }, 'price'],
    ['not json', ''],
    [[1, 2], ''],
  ])('refuses the invalid body %j with 400 naming %s, creating nothing', async (body, field) => {
    const { status, body: error } = await call('POST', '/api/products', body)
    expect(status).toBe(400)
    expect((error as unknown as ErrorBody).errors.map((e) => e.field)).toContain(field)
    expect(api.db.products).toHaveLength(64)
  })

  it('updates with 200, and answers 404 for unknown ids and 400 for a body id other than the path', async () => {
    expect(await call('PUT', '/api/products/3', { id: '3', title: 't', price: '1.00' })).toEqual({
      status: 200,
      body: { id: '3', title: 't', price: '1.00', version: 1 },
    })
    expect((await call('PUT', '/api/products/999', { title: 't', price: '1.00' })).status).toBe(404)
    const mismatch = await call('PUT', '/api/products/3', { id: '4', title: 't', price: '1.00' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body?.message).toMatch(/differs from the path/)
    expect(api.db.products.find((p) => p.id === '4')?.title).not.toBe('t')
  })

  it('deletes one with 204 and answers 404 for an unknown id', async () => {
    expect(await call('DELETE', '/api/products/1')).toEqual({ status: 204, body: undefined })
    expect((await call('DELETE', '/api/products/1')).status).toBe(404)
    expect((await call('GET', '/api/products/1')).status).toBe(404)
  })

  it('deletes many all or nothing, naming the missing ids', async () => {
    const missing = await call('DELETE', '/api/products/1,998,2,999')
    expect(missing.status).toBe(404)
    expect(missing.body?.message).toMatch(/998, 999; nothing was deleted/)
    expect(api.db.products).toHaveLength(64)
    expect((await call('DELETE', '/api/products/1,2,3')).status).toBe(204)
    expect(api.db.products.map((p) => p.id).slice(0, 2)).toEqual(['4', '5'])
  })

  it.each([['/api/products/,'], ['/api/products/1,,2'], ['/api/products/1,%20,2']])(
    'refuses an empty id in a delete-many (%s) with 400, deleting nothing',
    async (path) => {
      const { status, body } = await call('DELETE', path)
      expect(status).toBe(400)
      expect((body as unknown as ErrorBody).errors).toEqual([{ field: 'ids', message: 'must not hold an empty id' }])
      expect(api.db.products).toHaveLength(64)
    },
  )

  it('pages by keyset: the first window gives a cursor, the next one follows it, the last one says no more', async () => {
    const first = await call('GET', '/api/products?size=30&sort=id,asc')
    const cursor = first.body?.nextCursor as string
    expect(atob(cursor)).toBe('K_["java.util.LinkedHashMap",{"id":"30"}]')
    const second = await call('GET', `/api/products?size=30&sort=id,asc&cursor=${encodeURIComponent(cursor)}`)
    expect(second.body).toMatchObject({ hasNext: true })
    expect(ids(second.body)).toEqual(api.db.products.slice(30, 60).map((p) => p.id))
    const third = await call(
      'GET',
      `/api/products?size=30&sort=id,asc&cursor=${encodeURIComponent(second.body?.nextCursor as string)}`,
    )
    expect(third.body).toEqual({ content: api.db.products.slice(60), hasNext: false, nextCursor: null })
  })

  it('starts a feed from a first request whose sort does not end in the key: the key appended, a cursor given', async () => {
    // No cursor and no page: the first window (the issue 24 contract), the key appended as the client and Spring
    // Data's KeysetScrollSpecification append it, whoever sent the request.
    const byPrice = [...api.db.products].sort(
      (a, b) => Number(b.price) - Number(a.price) || Number(a.id) - Number(b.id),
    )
    const first = await call('GET', '/api/products?size=5&sort=price,desc')
    expect(first.status).toBe(200)
    expect(ids(first.body)).toEqual(byPrice.slice(0, 5).map((p) => p.id))
    const cursor = first.body?.nextCursor as string
    expect(atob(cursor)).toBe(`K_["java.util.LinkedHashMap",{"price":"${byPrice[4]!.price}","id":"${byPrice[4]!.id}"}]`)
    expect(first.body).toMatchObject({ totalElements: 64, hasNext: true })
    const next = await call('GET', `/api/products?size=5&sort=price,desc&cursor=${encodeURIComponent(cursor)}`)
    expect(ids(next.body)).toEqual(byPrice.slice(5, 10).map((p) => p.id))
    // A table asks by page number: an offset page, nothing of the keyset.
    const table = await call('GET', '/api/products?page=0&size=5&sort=price,desc')
    expect(table.body).not.toHaveProperty('nextCursor')
  })

  it('appends the key to a keyset sort that does not end in it, as the client does', async () => {
    const cursor = btoa('K_["java.util.LinkedHashMap",{"price":"50.00","id":"1"}]')
    const { status, body } = await call(
      'GET',
      `/api/products?size=5&sort=price,asc&cursor=${encodeURIComponent(cursor)}`,
    )
    expect(status).toBe(200)
    const expected = [...api.db.products]
      .sort((a, b) => Number(a.price) - Number(b.price) || Number(a.id) - Number(b.id))
      .filter((p) => Number(p.price) > 50 || (Number(p.price) === 50 && Number(p.id) > 1))
      .slice(0, 5)
    expect(ids(body)).toEqual(expected.map((p) => p.id))
  })

  it.each([
    ['made for another sort', btoa('K_["java.util.LinkedHashMap",{"title":"x","id":"1"}]'), /another sort/],
    ['that does not decode', 'not base64 at all!', /does not decode/],
    ['of an offset', btoa('O_40'), /does not decode/],
  ])('refuses a cursor %s with 400', async (_, cursor, message) => {
    const { status, body } = await call(
      'GET',
      `/api/products?size=5&sort=price,asc&cursor=${encodeURIComponent(cursor)}`,
    )
    expect(status).toBe(400)
    expect(String(body?.message)).toMatch(message)
  })

  it('answers 406 when Accept excludes JSON', async () => {
    const { status, body } = await call('GET', '/api/products', undefined, { Accept: 'text/html' })
    expect(status).toBe(406)
    expect(body?.error).toBe('NOT ACCEPTABLE')
    expect(
      (await call('GET', '/api/products', undefined, { Accept: 'text/html, application/json;q=0.9' })).status,
    ).toBe(200)
  })

  it('injects faults by header and with failNext, once', async () => {
    expect((await call('GET', '/api/products', undefined, { 'x-mock-fault': '500' })).status).toBe(500)
    api.controls.failNext('delete', '/api/products/2', 503)
    expect((await call('DELETE', '/api/products/2')).status).toBe(503)
    expect(api.db.products.some((p) => p.id === '2')).toBe(true)
    expect((await call('DELETE', '/api/products/2')).status).toBe(204)
  })

  it("serves version 2 as Spring Data 3.3's PagedModel", async () => {
    const { body } = await call('GET', '/api/v2/products?page=1&size=10&sort=price_d')
    expect(body).toEqual({
      content: expect.any(Array),
      page: { size: 10, number: 1, totalElements: 64, totalPages: 7 },
    })
    expect((body?.content as unknown[]).length).toBe(10)
  })
})
