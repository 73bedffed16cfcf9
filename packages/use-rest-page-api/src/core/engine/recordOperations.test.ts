import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disconnectAll, engine, rejection } from '../../../../../test/engineHarness.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { RemoveError } from '../http/RemoveError.ts'
import { RestError, isRestError } from '../http/RestError.ts'
import { springProblemDetail } from '../../testing/springError.ts'
import type { RestPageApiOptions } from './RestPageApiOptions.ts'
import type { RestPageDataSource } from './RestPageDataSource.ts'
import type { SearchParams } from '../types.ts'

const api = setupMockApi({ auth: false })
afterEach(disconnectAll)

/** A connected list of `path` on the mock server, its first page loaded, with the requests so far forgotten. */
async function mounted(options: RestPageApiOptions<Product, unknown> = {}, path = '/api/products') {
  const view = engine('list', options, { url: `${ORIGIN}${path}` })
  await vi.waitFor(() => expect(view.now().items.length).toBeGreaterThan(0))
  await view.settled()
  api.clear()
  return view
}
const snapshot = (current: { items: Product[]; pagination: unknown }) =>
  structuredClone({ items: current.items, pagination: current.pagination })
/** The engine's result, which takes any filter and sort (the hooks type them). */
type Ds = RestPageDataSource<Product, unknown, SearchParams, string>

/** The record operations of a list (`get`, `save`, `update`, `remove`), run on the engine with no React. */
describe('record operations', () => {
  it('reads one record and replaces it in items', async () => {
    const view = await mounted()
    api.db.products[1] = { id: '2', title: 'fresh', price: '2.00' }
    const record = await view.now().get('2')
    expect(record).toEqual({ id: '2', title: 'fresh', price: '2.00' })
    expect(view.now().items[1]?.title).toBe('fresh')
    expect((await api.requests()).map((r) => `${r.method} ${r.path}`)).toContain('GET /api/products/2')
  })

  it('leaves items alone when the second argument is false', async () => {
    const view = await mounted()
    const before = snapshot(view.now())
    api.db.products[1] = { id: '2', title: 'fresh', price: '2.00' }
    await view.now().get('2', false)
    await view.now().save({ title: 'new', price: '3.00' }, false)
    await view.now().update({ id: '3', title: 'upd', price: '4.00' }, false)
    await view.now().remove('4', false)
    expect(snapshot(view.now())).toEqual(before)
    expect(api.db.products.find((p) => p.id === '4')).toBeUndefined()
  })

  it('creates with POST and a JSON body, puts the record first, counts it and revalidates', async () => {
    const view = await mounted()
    api.server.use(
      http.get('*/api/products', async () => {
        await delay(30)
      }),
    )
    const created = await view.now().save({ title: '新笔', price: '5.50' })
    expect(created).toEqual({ id: '65', title: '新笔', price: '5.50', version: 0 })
    expect(view.now().items[0]).toEqual(created)
    expect(view.now().pagination.totalElements).toBe(65)
    const [post] = await api.requests()
    expect(post).toMatchObject({ method: 'POST', path: '/api/products', body: { title: '新笔', price: '5.50' } })
    expect(post?.headers.get('Content-Type')).toBe('application/json')
    await vi.waitFor(() => expect(api.lines()).toContain('GET /api/products?size=15&page=0'))
    await vi.waitFor(() => expect(view.now().items[0]?.id).toBe('1'))
    expect(view.now().pagination.totalElements).toBe(65)
  })

  it('updates with PUT to the id of the record passed in, never the transformed body', async () => {
    const view = await mounted({ transformUpdateRequest: (data) => ({ ...data, id: 'other' }) })
    api.server.use(
      http.put('*/api/products/:id', async ({ request, params }) => {
        const saved = { ...((await request.json()) as Product), id: String(params.id) }
        api.db.products[2] = saved
        return HttpResponse.json(saved)
      }),
    )
    await view.now().update({ id: '3', title: 'changed', price: '1.00' })
    const [put] = await api.requests()
    expect(put).toMatchObject({ method: 'PUT', path: '/api/products/3', body: { id: 'other', title: 'changed' } })
    expect(view.now().items[2]).toEqual({ id: '3', title: 'changed', price: '1.00' })
  })

  it('sends the record including its id and takes the record sent when the answer is empty', async () => {
    const view = await mounted()
    const record = { id: '3', title: 'changed', price: '1.00' }
    api.server.use(
      http.put('*/api/products/:id', () => {
        api.db.products[2] = record
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await expect(view.now().update(record)).resolves.toBe(record)
    expect((await api.requests())[0]?.body).toEqual(record)
    expect(view.now().items[2]).toEqual(record)
  })

  it('refuses to update a record without its key, sending nothing', async () => {
    const view = await mounted({ keyName: 'id' })
    const error = await rejection(() => view.now().update({ title: 'x', price: '1' } as Product))
    expect(error.message).toMatch(/update\(\) needs a record with its "id"/)
    expect(api.lines()).toEqual([])
  })

  it('percent-encodes ids in paths', async () => {
    const view = await mounted()
    api.server.use(http.delete('*/api/products/:id', () => new HttpResponse(null, { status: 204 })))
    await view.now().remove('a/b?c', false)
    expect((await api.requests())[0]?.url.pathname).toBe('/api/products/a%2Fb%3Fc')
  })

  it('deletes several with one request, takes them out of items and recounts', async () => {
    const view = await mounted()
    await view.now().remove(['1', '2', '3'])
    expect(
      view
        .now()
        .items.map((p) => p.id)
        .slice(0, 2),
    ).toEqual(['4', '5'])
    expect(view.now().pagination).toMatchObject({ totalElements: 61, totalPages: 5 })
    expect(api.db.products).toHaveLength(61)
    // The gap fills from the next page in a background reload.
    await vi.waitFor(() =>
      expect(view.now().items.map((p) => p.id)).toEqual(api.db.products.slice(0, 15).map((p) => p.id)),
    )
    expect(api.lines()).toEqual(['DELETE /api/products/1,2,3', 'GET /api/products?size=15&page=0'])
  })

  it('sends nothing for remove([])', async () => {
    const view = await mounted()
    await view.now().remove([])
    expect(api.lines()).toEqual([])
  })

  it.each([200, 202, 204])('takes any 2xx on delete as success (%i)', async (status) => {
    const view = await mounted()
    api.server.use(
      http.delete('*/api/products/:id', () => new HttpResponse(status === 204 ? null : '', { status })),
      http.get('*/api/products', async () => {
        await delay(100)
      }),
    )
    await view.now().remove('1')
    expect(view.now().items[0]?.id).toBe('2')
  })

  it('deletes one by one when useMultiDeleteApi is false', async () => {
    api.server.use(http.delete('*/api/products/:id', () => new HttpResponse(null, { status: 204 })))
    const view = await mounted({ useMultiDeleteApi: false })
    await view.now().remove(['1', '2'])
    const deletes = () => api.lines().filter((line) => line.startsWith('DELETE'))
    expect(deletes().sort()).toEqual(['DELETE /api/products/1', 'DELETE /api/products/2'])
  })

  it.each([true, false])(
    'refuses an id holding a comma, naming it, and deletes nothing (useMultiDeleteApi %s)',
    async (useMultiDeleteApi) => {
      // A Spring server decodes %2C before splitting the path on commas: "5,6" would delete records 5 and 6.
      const view = await mounted({ useMultiDeleteApi })
      const before = view.now().items
      const error = await rejection(() => view.now().remove(['7', '5,6']))
      expect(error).toBeInstanceOf(TypeError)
      expect(error.message).toMatch(/remove\(\) refuses id "5,6": a comma separates ids/)
      expect(api.lines().filter((line) => line.startsWith('DELETE'))).toEqual([])
      expect(api.db.products.map((p) => p.id)).toEqual(expect.arrayContaining(['5', '6', '7']))
      expect(view.now().items).toBe(before)
    },
  )

  it('takes out the ones deleted and names the ones that failed when deleting one by one', async () => {
    const view = await mounted({ useMultiDeleteApi: false })
    const error = await rejection(() => view.now().remove(['1', '999', '3']))
    expect(error).toBeInstanceOf(RemoveError)
    expect((error as RemoveError).failedIds).toEqual(['999'])
    expect((error as RemoveError).removedIds).toEqual(['1', '3'])
    expect((error as RemoveError).failed[0]?.error).toMatchObject({ kind: 'notFound', status: 404 })
    expect(error.message).toMatch(/could not delete 1 of 3 records \(ids: 999\)/)
    expect(
      view
        .now()
        .items.map((p) => p.id)
        .slice(0, 2),
    ).toEqual(['2', '4'])
    expect(view.now().pagination.totalElements).toBe(62)
  })

  it('treats a throw in transformRemoveResponse as failure and keeps the items', async () => {
    api.server.use(http.delete('*/api/products/:id', () => HttpResponse.json({ status: '0', msg: 'locked' })))
    const view = await mounted({
      transformRemoveResponse: (res: { status: string; msg: string }) => {
        if (res.status !== '1') throw new Error(res.msg)
      },
    })
    const before = snapshot(view.now())
    expect((await rejection(() => view.now().remove('1'))).message).toBe('locked')
    expect(snapshot(view.now())).toEqual(before)
  })

  it.each([
    ['save', (ds: Ds) => ds.save({ title: '', price: 'x' }), 400, 'invalid'],
    ['update', (ds: Ds) => ds.update({ id: '999', title: 't', price: '1.00' }), 404, 'notFound'],
    ['remove', (ds: Ds) => ds.remove(['1', '999']), 404, 'notFound'],
  ])('leaves items and counts exactly as they were when %s fails', async (_name, call, status, kind) => {
    for (const optimistic of [false, true]) {
      const view = await mounted({ optimistic })
      const before = snapshot(view.now())
      const error = await rejection(() => call(view.now()))
      expect(error).toBeInstanceOf(RestError)
      expect(error).toMatchObject({ status, kind })
      expect(snapshot(view.now())).toEqual(before)
      view.disconnect()
    }
  })

  it('rolls an optimistic update of a record on the page back to what it was when the server refuses it', async () => {
    api.server.use(
      http.put('*/api/products/:id', async () => {
        await delay(40)
        return HttpResponse.json({ message: 'locked' }, { status: 409 })
      }),
    )
    const view = await mounted({ optimistic: true })
    const before = snapshot(view.now())
    const updating = view.now().update({ id: '1', title: 'now', price: '1.00' })
    expect(view.now().getItemById('1')?.title).toBe('now')
    const error = await rejection(() => updating)
    expect(error).toMatchObject({ status: 409, kind: 'conflict' })
    expect(snapshot(view.now())).toEqual(before)
    // Rolled back, then reloaded: the server is the truth, whatever the refusal left there.
    await view.settled()
    expect(api.lines()).toEqual(['PUT /api/products/1', 'GET /api/products?size=15&page=0'])
    expect(snapshot(view.now())).toEqual(before)
  })

  it('shows optimistic changes at once and the server record after', async () => {
    api.server.use(
      http.all('*/api/products/*', async () => {
        await delay(40)
      }),
      http.post('*/api/products', async () => {
        await delay(40)
      }),
      http.get('*/api/products', async () => {
        await delay(150)
      }),
    )
    const view = await mounted({ optimistic: true })
    const saving = view.now().save({ title: 'optimistic', price: '1.00' })
    expect(view.now().items[0]).toEqual({ title: 'optimistic', price: '1.00' })
    expect(view.now().pagination.totalElements).toBe(65)
    await saving
    expect(view.now().items[0]).toEqual({ id: '65', title: 'optimistic', price: '1.00', version: 0 })

    const removing = view.now().remove('65')
    expect(view.now().items[0]?.id).not.toBe('65')
    await removing

    const updating = view.now().update({ id: '1', title: 'now', price: '1.00' })
    expect(view.now().getItemById('1')?.title).toBe('now')
    await updating
  })

  it('loads the previous page when a removal empties a page other than the first', async () => {
    const view = await mounted({ pageSize: 30 })
    void view.now().fetch(2)
    await vi.waitFor(() => expect(view.now().items.map((p) => p.id)).toEqual(['61', '62', '63', '64']))
    await view.now().remove(['61', '62', '63', '64'])
    await vi.waitFor(() => expect(view.now().pagination.pageNo).toBe(1))
    await vi.waitFor(() => expect(view.now().isFetching).toBe(false))
    expect(api.lines().at(-1)).toBe('GET /api/products?size=30&page=1')
    expect(
      view
        .now()
        .items.map((p) => p.id)
        .at(-1),
    ).toBe('60')
    expect(view.now().pagination).toMatchObject({ totalElements: 60, totalPages: 2 })
  })

  it('uses baseUrl and the record transforms', async () => {
    api.server.use(
      http.get('*/api/items/:id', ({ params }) =>
        HttpResponse.json({ data: { id: params.id, title: 'one', price: '1.00' } }),
      ),
      http.post('*/api/items', async ({ request }) =>
        HttpResponse.json({ data: { id: 'n1', ...((await request.json()) as object) } }, { status: 201 }),
      ),
      http.put('*/api/items/:id', async ({ request }) => HttpResponse.json({ data: await request.json() })),
    )
    const view = await mounted({
      baseUrl: `${ORIGIN}/api/items`,
      transformFetchOneResponse: async (res: { data: Product }) => res.data,
      transformSaveRequest: (data, headers) => {
        headers.set('X-Form', 'save')
        return { ...data, source: 'web' }
      },
      transformSaveResponse: (res: { data: Product }) => res.data,
      transformUpdateRequest: async (data) => ({ ...data, source: 'web' }),
      transformUpdateResponse: (res: { data: Product }) => res.data,
    })
    await expect(view.now().get('7', false)).resolves.toEqual({ id: '7', title: 'one', price: '1.00' })
    await expect(view.now().save({ title: 'n', price: '2.00' }, false)).resolves.toEqual({
      id: 'n1',
      title: 'n',
      price: '2.00',
      source: 'web',
    })
    await view.now().update({ id: '7', title: 'u', price: '3.00' }, false)
    const requests = await api.requests()
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/items/7',
      'POST /api/items',
      'PUT /api/items/7',
    ])
    expect(requests[1]?.headers.get('X-Form')).toBe('save')
    expect(requests[2]?.body).toEqual({ id: '7', title: 'u', price: '3.00', source: 'web' })
  })

  it('rejects a create answer without a record instead of adding nothing to items', async () => {
    api.server.use(http.post('*/api/products', () => new HttpResponse(null, { status: 201 })))
    const view = await mounted()
    const before = snapshot(view.now())
    const error = await rejection(() => view.now().save({ title: 'a', price: '1.00' }))
    expect(error).toMatchObject({ kind: 'malformed', status: 201 })
    // The message names the url the list was given: absolute here, as every url is in node.
    expect(error.message).toContain(`POST ${ORIGIN}/api/products answered 201 without a record`)
    expect(snapshot(view.now())).toEqual(before)
  })

  it('rejects a create Spring refuses with a problem detail with a RestError holding it, the rows kept', async () => {
    api.server.use(
      http.post('*/api/products', () =>
        springProblemDetail(400, { detail: 'Invalid request content.', instance: '/api/products' }),
      ),
    )
    const view = await mounted()
    const before = snapshot(view.now())
    const error = await rejection(() => view.now().save({ title: '', price: '1.00' }))
    expect(isRestError(error, 'invalid')).toBe(true)
    expect(error).toMatchObject({
      problem: { title: 'Bad Request', status: 400, detail: 'Invalid request content.', instance: '/api/products' },
    })
    expect(error.message).toBe(`[use-rest-page-api] POST ${ORIGIN}/api/products answered 400: Invalid request content.`)
    expect(snapshot(view.now())).toEqual(before)
    expect(api.lines()[0]).toBe('POST /api/products')
  })
})
