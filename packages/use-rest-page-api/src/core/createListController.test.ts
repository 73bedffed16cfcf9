import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { ids } from '../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createListController, type ListCachePort } from './createListController.ts'
import type { RestPageApiOptions } from './RestPageApiOptions.ts'
import type { ListPage } from './types.ts'

const api = setupMockApi({ auth: false })
type Page = ListPage<Product, unknown>

/**
 * A host without React: a Map as the cache, and a "render" after every change that loads the key asked for when
 * the cache lacks it and reports what it shows, as the hook does with SWR.
 */
function host(options: RestPageApiOptions<Product, unknown> = {}) {
  const cache = new Map<string, Page>()
  const port: ListCachePort<Page> = {
    get: (key) => cache.get(key),
    set: (key, data) =>
      data instanceof Promise ? data.then((page) => void cache.set(key, page)) : Promise.resolve(cache.set(key, data)),
    revalidate: async (key) => void cache.set(key, await list.load(key)),
  }
  const list = createListController<Product, unknown>({
    url: `${ORIGIN}/api/products`,
    http: {},
    options,
    defaultValue: [],
    port,
  })
  const keyNow = () => list.keyOf(list.getSnapshot().query, list.getSnapshot().defaults)
  const render = async () => {
    const key = keyNow()
    if (!cache.has(key)) await port.revalidate(key).catch(() => undefined)
    const data = cache.get(key)
    list.show({ key, data, fresh: data !== undefined })
  }
  list.subscribe(() => void render())
  const disconnect = list.connect()
  return { list, cache, render, disconnect, shown: () => cache.get(keyNow()) }
}

describe('createListController', () => {
  it('moves between pages and resolves each move with its page, sending nothing past the end', async () => {
    const { list, render } = host()
    await render()
    expect(await list.actions.nextPage()).toMatchObject({ pageNo: 1 })
    expect(await list.actions.fetch(4)).toMatchObject({ pageNo: 4, items: expect.any(Array) })
    api.clear()
    expect(await list.actions.nextPage()).toMatchObject({ pageNo: 4 })
    expect(api.lines()).toEqual([])
    expect(await list.actions.prevPage()).toMatchObject({ pageNo: 3 })
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=3'])
  })

  it('keeps a local edit on the page it was made on', async () => {
    const { list, render, shown } = host()
    await render()
    list.actions.setItem('2', 'title', 'edited on page 0')
    await list.actions.nextPage()
    expect(shown()?.items.some((p) => p.title === 'edited on page 0')).toBe(false)
    api.server.use(http.get('*/api/products', () => new Promise<never>(() => {})))
    list.actions.prevPage()
    await render()
    expect(list.actions.getItemById('2')?.title).toBe('edited on page 0')
  })

  it('rolls an optimistic remove back on its own page after the user moved on', async () => {
    api.server.use(
      http.delete('*/api/products/:ids', async () => {
        await delay(30)
        return HttpResponse.json({ message: 'locked' }, { status: 500 })
      }),
    )
    const { list, render, cache, shown } = host({ optimistic: true })
    await render()
    const pageZero = shown()
    const removing = list.actions.remove('3')
    expect(ids(shown()?.items ?? [])).not.toContain('3')
    await list.actions.nextPage()
    const pageOne = shown()
    await expect(removing).rejects.toMatchObject({ status: 500 })
    expect(shown()).toBe(pageOne)
    const zeroKey = [...cache.keys()].find((key) => key.includes(',0,15,'))
    expect(cache.get(zeroKey ?? '')).toEqual(pageZero)
  })

  it('moves back to the page an optimistic remove had emptied when it rolls back', async () => {
    api.server.use(
      http.delete('*/api/products/:ids', async () => {
        await delay(30)
        return HttpResponse.json({ message: 'locked' }, { status: 500 })
      }),
    )
    const { list, render, shown } = host({ optimistic: true })
    await render()
    await list.actions.fetch(4)
    const lastPage = shown()
    const removing = list.actions.remove(['61', '62', '63', '64'])
    await Promise.resolve()
    expect(list.getSnapshot().query.pageNo).toBe(3)
    await expect(removing).rejects.toMatchObject({ status: 500 })
    await render()
    expect(list.getSnapshot().query.pageNo).toBe(4)
    expect(shown()).toEqual(lastPage)
  })

  it('resolves what is pending with undefined and aborts its loads once the host is gone', async () => {
    const signals: AbortSignal[] = []
    api.server.use(
      http.get('*/api/products', ({ request }) => {
        signals.push(request.signal)
        return new Promise<never>(() => {})
      }),
    )
    const { list, disconnect } = host()
    const pending = list.actions.fetch(1)
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    expect(signals[0]?.aborted).toBe(false)
    disconnect()
    expect(await pending).toBeUndefined()
    await vi.waitFor(() => expect(signals[0]?.aborted).toBe(true))
  })
})
