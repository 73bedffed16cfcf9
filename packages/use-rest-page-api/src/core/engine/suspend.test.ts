import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createListController } from './createListController.ts'
import { suspension } from './suspend.ts'
import { createPageStore } from '../store/createRestPageStore.ts'
import type { ListPage } from '../types.ts'

const api = setupMockApi({ auth: false })
type Page = ListPage<unknown, unknown>

/** A list observer that never connects, as a suspended render leaves it. */
function suspended(store = createPageStore<Page>()) {
  const config = { url: `${ORIGIN}/api/products`, settings: {}, options: { pageSize: 5 }, defaultValue: [], store }
  const observer = createListController<unknown, unknown>(config)
  const ask = () => suspension(store, observer.firstAsked(config, observer.getOptimisticResult(config)), undefined, {})
  return { store, ask }
}

describe('suspension', () => {
  it('waits on one promise per load however often it is asked, and by however many lists', async () => {
    const { store, ask } = suspended()
    const first = ask()
    const other = suspended(store).ask()
    expect(first).toHaveProperty('promise')
    expect(ask()).toEqual(first)
    expect((ask() as { promise: unknown }).promise).toBe((first as { promise: unknown }).promise)
    expect((other as { promise: unknown }).promise).toBe((first as { promise: unknown }).promise)
    await (first as { promise: Promise<void> }).promise
    expect(ask()).toBeUndefined()
    expect(api.lines()).toEqual(['GET /api/products?size=5&page=0'])
  })

  it('throws a failed first load in the task that failed, and loads again once in a later one', async () => {
    api.server.use(http.get(`${ORIGIN}/api/products`, () => new Response(null, { status: 500 })))
    const { ask } = suspended()
    await (ask() as { promise: Promise<void> }).promise
    const failure = ask()
    expect(failure).toHaveProperty('error')
    expect(ask()).toEqual(failure)
    await Promise.resolve()
    expect(ask()).toHaveProperty('promise')
    expect(api.lines()).toHaveLength(2)
  })
})
