import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it, vi } from 'vitest'
import { ids, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { useRestOutbox } from './useRestOutbox.ts'
import { useRestPageApi } from './useRestPageApi.ts'
import { useRestSend } from './useRestSend.ts'
import { useRestWrites } from './useRestWrites.ts'

const api = setupMockApi({ auth: false })
/** The list of a rendered hook, as `settled` reads it after each render. */
const listOf = (result: { current: { list: { isFetching: boolean } } }) => ({
  get current() {
    return result.current.list
  },
})
afterEach(() => vi.restoreAllMocks())

/** A workflow action of the server: approving a product takes it out of the collection. */
const approving = () =>
  api.server.use(
    http.post('*/api/products/:id/approve', ({ params }) => {
      api.db.products.splice(
        api.db.products.findIndex((p) => p.id === params.id),
        1,
      )
      return HttpResponse.json({ approved: params.id })
    }),
  )

it('takes the records of `removes` off the lists at once, sends the write, and reloads the collection after', async () => {
  approving()
  const { result } = renderWithApi(() => ({
    list: useRestPageApi<Product>('/api/products'),
    send: useRestSend(),
    writes: useRestWrites('/api/products'),
  }))
  await settled(listOf(result))
  api.clear()
  let sent!: Promise<unknown>
  act(() => {
    sent = result.current.send({
      method: 'POST',
      url: '/api/products/3/approve',
      body: { comment: 'ok' },
      collection: '/api/products',
      record: '3',
      removes: { collection: '/api/products', ids: ['3'] },
    })
  })
  expect(ids(result.current.list.items)).not.toContain('3')
  expect(result.current.writes.pending).toMatchObject([{ method: 'POST', ids: ['3'], data: { comment: 'ok' } }])
  await act(() => sent.then((body) => expect(body).toEqual({ approved: '3' })))
  await waitFor(() => expect(api.lines().length).toBe(2))
  await settled(listOf(result))
  expect(api.lines()).toEqual(['POST /api/products/3/approve', 'GET /api/products?size=15&page=0'])
  expect((await api.requests())[0]?.body).toEqual({ comment: 'ok' })
  expect(ids(result.current.list.items)).toEqual(ids(api.db.products.slice(0, 15)))
})

it('keeps an app write made offline in the outbox with its removal shown, and sends it before the reload', async () => {
  approving()
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const { result } = renderWithApi(() => ({
    list: useRestPageApi<Product>('/api/products'),
    send: useRestSend(),
    outbox: useRestOutbox(),
  }))
  await waitFor(() => expect(result.current.list.items.length).toBeGreaterThan(0))
  await settled(listOf(result))
  api.clear()
  let sent!: Promise<unknown>
  act(() => {
    sent = result.current.send({
      method: 'POST',
      url: '/api/products/3/approve',
      collection: '/api/products',
      record: '3',
      removes: { collection: '/api/products', ids: ['3'] },
    })
  })
  await waitFor(() => expect(result.current.outbox.count).toBe(1))
  expect(result.current.outbox.writes[0]).toMatchObject({ method: 'POST', record: '3', attempts: 0 })
  expect(ids(result.current.list.items)).not.toContain('3')
  expect(api.lines()).toEqual([])

  onLine.mockReturnValue(true)
  act(() => void window.dispatchEvent(new Event('online')))
  await act(() => sent)
  await settled(listOf(result))
  expect(result.current.outbox.count).toBe(0)
  expect(api.lines()[0]).toBe('POST /api/products/3/approve')
  expect(api.lines().slice(1)).toContain('GET /api/products?size=15&page=0')
  expect(ids(result.current.list.items)).toEqual(ids(api.db.products.slice(0, 15)))
})

it('refuses a request without a collection, naming what it needs', async () => {
  const { result } = renderWithApi(() => useRestSend())
  await expect(result.current({ method: 'POST', url: '/api/x' } as never)).rejects.toThrow(
    /\[use-rest-page-api\] useRestSend\(\) needs \{ method: 'POST' \| 'PUT' \| 'DELETE', url, collection \}/,
  )
  expect(api.lines()).toEqual([])
})
