import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList } from '../../../../test/renderList.tsx'
import { rejection, settled } from '../../../../test/listHelpers.ts'
import { RemoveError } from '../core/RemoveError.ts'
import { RestError } from '../core/RestError.ts'
import type { RestPageApiOptions } from '../core/RestPageApiOptions.ts'
import { type useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

async function mounted(options: RestPageApiOptions<Product, unknown> = {}, url = '/api/products') {
  const rendered = await mountList(options, url)
  api.clear()
  return rendered
}
const snapshot = (current: { items: Product[]; pagination: unknown }) =>
  structuredClone({ items: current.items, pagination: current.pagination })
describe('useRestPageApi: CRUD', () => {
  it('reads one record and replaces it in items', async () => {
    const { result } = await mounted()
    api.db.products[1] = { id: '2', title: 'fresh', price: '2.00' }
    let record: Product | undefined
    await act(async () => {
      record = await result.current.get('2')
    })
    expect(record).toEqual({ id: '2', title: 'fresh', price: '2.00' })
    expect(result.current.items[1]?.title).toBe('fresh')
    expect((await api.requests()).map((r) => `${r.method} ${r.path}`)).toContain('GET /api/products/2')
  })

  it('leaves items alone when the second argument is false', async () => {
    const { result } = await mounted()
    const before = snapshot(result.current)
    api.db.products[1] = { id: '2', title: 'fresh', price: '2.00' }
    await act(async () => {
      await result.current.get('2', false)
      await result.current.save({ title: 'new', price: '3.00' }, false)
      await result.current.update({ id: '3', title: 'upd', price: '4.00' }, false)
      await result.current.remove('4', false)
    })
    expect(snapshot(result.current)).toEqual(before)
    expect(api.db.products.find((p) => p.id === '4')).toBeUndefined()
  })

  it('creates with POST and a JSON body, puts the record first, counts it and revalidates', async () => {
    const { result } = await mounted()
    api.server.use(
      http.get('/api/products', async () => {
        await delay(30)
      }),
    )
    let created: Product | undefined
    await act(async () => {
      created = await result.current.save({ title: '新笔', price: '5.50' })
    })
    expect(created).toEqual({ id: '65', title: '新笔', price: '5.50' })
    expect(result.current.items[0]).toEqual(created)
    expect(result.current.pagination.totalElements).toBe(65)
    const [post] = await api.requests()
    expect(post).toMatchObject({ method: 'POST', path: '/api/products', body: { title: '新笔', price: '5.50' } })
    expect(post?.headers.get('Content-Type')).toBe('application/json')
    await waitFor(() => expect(api.lines()).toContain('GET /api/products?size=15&page=0'))
    await waitFor(() => expect(result.current.items[0]?.id).toBe('1'))
    expect(result.current.pagination.totalElements).toBe(65)
  })

  it('updates with PUT to the id of the record passed in, never the transformed body', async () => {
    const { result } = await mounted({ transformUpdateRequest: (data) => ({ ...data, id: 'other' }) })
    api.server.use(
      http.put('/api/products/:id', async ({ request, params }) => {
        const saved = { ...((await request.json()) as Product), id: String(params.id) }
        api.db.products[2] = saved
        return HttpResponse.json(saved)
      }),
    )
    await act(async () => {
      await result.current.update({ id: '3', title: 'changed', price: '1.00' })
    })
    const [put] = await api.requests()
    expect(put).toMatchObject({ method: 'PUT', path: '/api/products/3', body: { id: 'other', title: 'changed' } })
    expect(result.current.items[2]).toEqual({ id: '3', title: 'changed', price: '1.00' })
  })

  it('sends the record including its id and takes the record sent when the answer is empty', async () => {
    const { result } = await mounted()
    const record = { id: '3', title: 'changed', price: '1.00' }
    api.server.use(
      http.put('/api/products/:id', () => {
        api.db.products[2] = record
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await act(async () => {
      await expect(result.current.update(record)).resolves.toBe(record)
    })
    expect((await api.requests())[0]?.body).toEqual(record)
    expect(result.current.items[2]).toEqual(record)
  })

  it('refuses to update a record without its key, sending nothing', async () => {
    const { result } = await mounted({ keyName: 'id' })
    const error = await rejection(() => result.current.update({ title: 'x', price: '1' } as Product))
    expect(error.message).toMatch(/update\(\) needs a record with its "id"/)
    expect(api.lines()).toEqual([])
  })

  it('percent-encodes ids in paths', async () => {
    const { result } = await mounted()
    api.server.use(http.delete('/api/products/:id', () => new HttpResponse(null, { status: 204 })))
    await act(async () => {
      await result.current.remove('a/b?c', false)
    })
    expect((await api.requests())[0]?.url.pathname).toBe('/api/products/a%2Fb%3Fc')
  })

  it('deletes several with one request, takes them out of items and recounts', async () => {
    const { result } = await mounted()
    await act(async () => {
      await result.current.remove(['1', '2', '3'])
    })
    expect(result.current.items.map((p) => p.id).slice(0, 2)).toEqual(['4', '5'])
    expect(result.current.pagination).toMatchObject({ totalElements: 61, totalPages: 5 })
    expect(api.db.products).toHaveLength(61)
    // The gap fills from the next page in a background reload.
    await waitFor(() =>
      expect(result.current.items.map((p) => p.id)).toEqual(api.db.products.slice(0, 15).map((p) => p.id)),
    )
    expect(api.lines()).toEqual(['DELETE /api/products/1,2,3', 'GET /api/products?size=15&page=0'])
  })

  it('sends nothing for remove([])', async () => {
    const { result } = await mounted()
    await act(() => result.current.remove([]))
    expect(api.lines()).toEqual([])
  })

  it.each([200, 202, 204])('takes any 2xx on delete as success (%i)', async (status) => {
    const { result } = await mounted()
    api.server.use(
      http.delete('/api/products/:id', () => new HttpResponse(status === 204 ? null : '', { status })),
      http.get('/api/products', async () => {
        await delay(100)
      }),
    )
    await act(() => result.current.remove('1'))
    expect(result.current.items[0]?.id).toBe('2')
  })

  it('deletes one by one when useMultiDeleteApi is false', async () => {
    api.server.use(http.delete('/api/products/:id', () => new HttpResponse(null, { status: 204 })))
    const { result } = await mounted({ useMultiDeleteApi: false })
    await act(() => result.current.remove(['1', '2']))
    const deletes = () => api.lines().filter((line) => line.startsWith('DELETE'))
    expect(deletes().sort()).toEqual(['DELETE /api/products/1', 'DELETE /api/products/2'])
  })

  it.each([true, false])(
    'refuses an id holding a comma, naming it, and deletes nothing (useMultiDeleteApi %s)',
    async (useMultiDeleteApi) => {
      // A Spring server decodes %2C before splitting the path on commas: "5,6" would delete records 5 and 6.
      const { result } = await mounted({ useMultiDeleteApi })
      const before = result.current.items
      const error = await rejection(() => result.current.remove(['7', '5,6']))
      expect(error).toBeInstanceOf(TypeError)
      expect(error.message).toMatch(/remove\(\) refuses id "5,6": a comma separates ids/)
      expect(api.lines().filter((line) => line.startsWith('DELETE'))).toEqual([])
      expect(api.db.products.map((p) => p.id)).toEqual(expect.arrayContaining(['5', '6', '7']))
      expect(result.current.items).toBe(before)
    },
  )

  it('takes out the ones deleted and names the ones that failed when deleting one by one', async () => {
    const { result } = await mounted({ useMultiDeleteApi: false })
    const error = await rejection(() => result.current.remove(['1', '999', '3']))
    expect(error).toBeInstanceOf(RemoveError)
    expect((error as RemoveError).failedIds).toEqual(['999'])
    expect((error as RemoveError).removedIds).toEqual(['1', '3'])
    expect((error as RemoveError).failed[0]?.error).toMatchObject({ kind: 'notFound', status: 404 })
    expect(error.message).toMatch(/could not delete 1 of 3 records \(ids: 999\)/)
    expect(result.current.items.map((p) => p.id).slice(0, 2)).toEqual(['2', '4'])
    expect(result.current.pagination.totalElements).toBe(62)
  })

  it('treats a throw in transformRemoveResponse as failure and keeps the items', async () => {
    api.server.use(http.delete('/api/products/:id', () => HttpResponse.json({ status: '0', msg: 'locked' })))
    const { result } = await mounted({
      transformRemoveResponse: (res: { status: string; msg: string }) => {
        if (res.status !== '1') throw new Error(res.msg)
      },
    })
    const before = snapshot(result.current)
    expect((await rejection(() => result.current.remove('1'))).message).toBe('locked')
    expect(snapshot(result.current)).toEqual(before)
  })

  it.each([
    [
      'save',
      (ds: ReturnType<typeof useRestPageApi<Product, unknown>>) => ds.save({ title: '', price: 'x' }),
      400,
      'invalid',
    ],
    [
      'update',
      (ds: ReturnType<typeof useRestPageApi<Product, unknown>>) => ds.update({ id: '999', title: 't', price: '1.00' }),
      404,
      'notFound',
    ],
    ['remove', (ds: ReturnType<typeof useRestPageApi<Product, unknown>>) => ds.remove(['1', '999']), 404, 'notFound'],
  ])('leaves items and counts exactly as they were when %s fails', async (_name, call, status, kind) => {
    for (const optimistic of [false, true]) {
      const { result, unmount } = await mounted({ optimistic })
      const before = snapshot(result.current)
      const error = await rejection(() => call(result.current))
      expect(error).toBeInstanceOf(RestError)
      expect(error).toMatchObject({ status, kind })
      expect(snapshot(result.current)).toEqual(before)
      unmount()
    }
  })

  it('rolls an optimistic update of a record on the page back to what it was when the server refuses it', async () => {
    api.server.use(
      http.put('/api/products/:id', async () => {
        await delay(40)
        return HttpResponse.json({ message: 'locked' }, { status: 409 })
      }),
    )
    const { result } = await mounted({ optimistic: true })
    const before = snapshot(result.current)
    let updating!: Promise<Product>
    act(() => {
      updating = result.current.update({ id: '1', title: 'now', price: '1.00' })
    })
    expect(result.current.getItemById('1')?.title).toBe('now')
    const error = await rejection(() => updating)
    expect(error).toMatchObject({ status: 409, kind: 'http' })
    expect(snapshot(result.current)).toEqual(before)
    // Rolled back, then reloaded: the server is the truth, whatever the refusal left there.
    await settled(result)
    expect(api.lines()).toEqual(['PUT /api/products/1', 'GET /api/products?size=15&page=0'])
    expect(snapshot(result.current)).toEqual(before)
  })

  it('shows optimistic changes at once and the server record after', async () => {
    api.server.use(
      http.all('/api/products/*', async () => {
        await delay(40)
      }),
      http.post('/api/products', async () => {
        await delay(40)
      }),
      http.get('/api/products', async () => {
        await delay(150)
      }),
    )
    const { result } = await mounted({ optimistic: true })
    let saving!: Promise<Product>
    act(() => {
      saving = result.current.save({ title: 'optimistic', price: '1.00' })
    })
    expect(result.current.items[0]).toEqual({ title: 'optimistic', price: '1.00' })
    expect(result.current.pagination.totalElements).toBe(65)
    await act(() => saving)
    expect(result.current.items[0]).toEqual({ id: '65', title: 'optimistic', price: '1.00' })

    let removing!: Promise<void>
    act(() => {
      removing = result.current.remove('65')
    })
    expect(result.current.items[0]?.id).not.toBe('65')
    await act(() => removing)

    let updating!: Promise<Product>
    act(() => {
      updating = result.current.update({ id: '1', title: 'now', price: '1.00' })
    })
    expect(result.current.getItemById('1')?.title).toBe('now')
    await act(() => updating)
  })

  it('loads the previous page when a removal empties a page other than the first', async () => {
    const { result } = await mounted({ pageSize: 30 })
    act(() => void result.current.fetch(2))
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual(['61', '62', '63', '64']))
    await act(() => result.current.remove(['61', '62', '63', '64']))
    await waitFor(() => expect(result.current.pagination.pageNo).toBe(1))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(api.lines().at(-1)).toBe('GET /api/products?size=30&page=1')
    expect(result.current.items.map((p) => p.id).at(-1)).toBe('60')
    expect(result.current.pagination).toMatchObject({ totalElements: 60, totalPages: 2 })
  })

  it('uses baseUrl and the record transforms', async () => {
    api.server.use(
      http.get('/api/items/:id', ({ params }) =>
        HttpResponse.json({ data: { id: params.id, title: 'one', price: '1.00' } }),
      ),
      http.post('/api/items', async ({ request }) =>
        HttpResponse.json({ data: { id: 'n1', ...((await request.json()) as object) } }, { status: 201 }),
      ),
      http.put('/api/items/:id', async ({ request }) => HttpResponse.json({ data: await request.json() })),
    )
    const { result } = await mounted({
      baseUrl: '/api/items',
      transformFetchOneResponse: async (res: { data: Product }) => res.data,
      transformSaveRequest: (data, headers) => {
        headers.set('X-Form', 'save')
        return { ...data, source: 'web' }
      },
      transformSaveResponse: (res: { data: Product }) => res.data,
      transformUpdateRequest: async (data) => ({ ...data, source: 'web' }),
      transformUpdateResponse: (res: { data: Product }) => res.data,
    })
    await act(async () => {
      await expect(result.current.get('7', false)).resolves.toEqual({ id: '7', title: 'one', price: '1.00' })
      await expect(result.current.save({ title: 'n', price: '2.00' }, false)).resolves.toEqual({
        id: 'n1',
        title: 'n',
        price: '2.00',
        source: 'web',
      })
      await result.current.update({ id: '7', title: 'u', price: '3.00' }, false)
    })
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
    api.server.use(http.post('/api/products', () => new HttpResponse(null, { status: 201 })))
    const { result } = await mounted()
    const before = snapshot(result.current)
    const error = await rejection(() => result.current.save({ title: 'a', price: '1.00' }))
    expect(error).toMatchObject({ kind: 'malformed', status: 201 })
    expect(error.message).toMatch(/POST \/api\/products answered 201 without a record/)
    expect(snapshot(result.current)).toEqual(before)
  })
})
