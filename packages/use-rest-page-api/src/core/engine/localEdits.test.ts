import type { Product } from 'form-mock-server'
import { delay, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disconnectAll, engine } from '../../../../../test/engineHarness.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import type { RestPageApiOptions } from './RestPageApiOptions.ts'

const api = setupMockApi({ auth: false })
afterEach(disconnectAll)

/** A connected list of the mock's products, its first page loaded, with the requests so far forgotten. */
async function mounted(keyName?: 'id' | 'title') {
  const options: RestPageApiOptions<Product, unknown> = keyName ? { keyName } : {}
  const view = engine('list', options, { url: `${ORIGIN}/api/products` })
  await vi.waitFor(() => expect(view.now().items.length).toBeGreaterThan(0))
  await view.settled()
  expect(view.now().items).toHaveLength(15)
  api.clear()
  return view
}

/** The local members of a list: edits of the page on screen, with no API call. */
describe('local edits', () => {
  it('finds, replaces and sets fields of items without calling the API', async () => {
    const view = await mounted()
    expect(view.now().getItemById('2')).toEqual(api.db.products[1])
    expect(view.now().getItemById(2)).toEqual(api.db.products[1])
    expect(view.now().getItemById('999')).toBeUndefined()
    view.now().updateItem({ id: '2', title: 'replaced', price: '0.01' })
    expect(view.now().items[1]).toEqual({ id: '2', title: 'replaced', price: '0.01' })
    view.now().setItem('2', 'title', 'one field')
    expect(view.now().items[1]).toEqual({ id: '2', title: 'one field', price: '0.01' })
    view.now().setItem('2', { title: 'several', price: '9.99' })
    expect(view.now().items[1]).toEqual({ id: '2', title: 'several', price: '9.99' })
    expect(api.lines()).toEqual([])
  })

  it('adds and removes items keeping the counts in step', async () => {
    const view = await mounted()
    view.now().addItem({ id: 'new', title: 'n', price: '1.00' })
    expect(view.now().items.at(-1)?.id).toBe('new')
    expect(view.now().pagination).toMatchObject({ totalElements: 65, totalPages: 5 })
    view.now().removeItemById('new')
    view.now().removeItemsByIds(['1', '2'])
    expect(
      view
        .now()
        .items.map((p) => p.id)
        .slice(0, 2),
    ).toEqual(['3', '4'])
    view.now().removeItemAt(0)
    expect(view.now().items[0]?.id).toBe('4')
    expect(view.now().pagination).toMatchObject({ totalElements: 61, totalPages: 5 })
    view.now().setItems([{ id: 'only', title: 'o', price: '1.00' }])
    expect(view.now().items).toEqual([{ id: 'only', title: 'o', price: '1.00' }])
    expect(api.lines()).toEqual([])
  })

  it('lets an edit that changes nothing leave a load in flight alone', async () => {
    const view = await mounted()
    api.server.use(
      http.get('*/api/products', async () => {
        await delay(50)
      }),
    )
    void view.now().reload()
    await vi.waitFor(() => expect(view.now().isFetching).toBe(true))
    view.now().removeItemById('not-on-the-page')
    view.now().setItem('not-on-the-page', 'title', 'x')
    await vi.waitFor(() => expect(view.now().isFetching).toBe(false))
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('uses keyName to identify items', async () => {
    const view = await mounted('title')
    const title = view.now().items[0]?.title ?? ''
    expect(view.now().getItemById(title)?.id).toBe('1')
    view.now().removeItemById(title)
    expect(view.now().items[0]?.id).toBe('2')
  })

  it('edits the default value before anything loaded', async () => {
    const view = engine(
      'list',
      {},
      { url: `${ORIGIN}/api/products`, defaultValue: [{ id: 'd', title: 'default', price: '1.00' }] },
    )
    view.now().setItem('d', 'title', 'edited')
    expect(view.now().items[0]?.title).toBe('edited')
    await vi.waitFor(() => expect(view.now().items).toHaveLength(15))
    expect(view.now().isFetching).toBe(false)
  })
})
