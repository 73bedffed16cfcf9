import { describe, expect, it } from 'vitest'
import { engine, tick } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore } from './createRestPageStore.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

/** Whether `promise` has resolved by now (after the answers in flight had their turn). */
async function resolved(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i++) await tick()
  return done
}

// `store.settled()`: what a test awaits (`await act(() => store.settled())`) to see a list's page, or its error, with
// no load left on its way. Looked at in node, over the engine and the mock server, with answers held by hand.
describe('store.settled()', () => {
  it("waits for a list's first load even when called before the load started (due, not yet sent)", async () => {
    const held = holdAnswers(api)
    const list = engine('list')
    // The list connected: its page is due, and its load starts a microtask later.
    expect(list.store.inspect().map((e) => e.loading)).toEqual([false])
    const settled = list.store.settled()
    await held.waitFor(1)
    expect(await resolved(settled)).toBe(false)
    await held.releaseAll()
    await settled
    expect(list.now().items).toHaveLength(15)
    expect(list.now().isLoading).toBe(false)
    expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('waits for the load of a move made just before it', async () => {
    const list = engine('list')
    await list.store.settled()
    void list.now().nextPage()
    await list.store.settled()
    expect(list.now().pagination.pageNo).toBe(1)
    expect(list.now().items[0]).toEqual(api.db.products[15])
    expect(lists()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
  })

  it('waits for a prefetch the list starts once its page is shown', async () => {
    const list = engine('list', { prefetchNextPage: true })
    await list.store.settled()
    expect(lists()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
    expect(list.store.inspect().map((e) => [e.request.page, e.loading, e.data?.items.length])).toEqual([
      [0, false, 15],
      [1, false, 15],
    ])
  })

  it('waits for the prefetch of a list that connects after it was called', async () => {
    const list = engine('list', { prefetchNextPage: true }, { connect: false })
    const settled = list.store.settled()
    list.connect()
    await settled
    expect(lists()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
    expect(list.store.inspect().every((e) => !e.loading)).toBe(true)
  })

  it('waits for a page a list asks for, however late its load starts', async () => {
    const store = createPageStore<string>()
    store.observe('k', true, '/api/x')
    const settled = store.settled()
    await tick()
    expect(await resolved(settled)).toBe(false)
    void store.load('k', async () => 'page', {})
    await settled
    expect(store.get('k')).toBe('page')
  })

  it('waits for the reload a write elsewhere asks for (invalidate)', async () => {
    const list = engine('list')
    await list.store.settled()
    api.db.products[0] = { ...api.db.products[0]!, title: 'Renamed' }
    list.store.invalidate(`${ORIGIN}/api/products`)
    await list.store.settled()
    expect(lists()).toHaveLength(2)
    expect(list.now().items[0]?.title).toBe('Renamed')
  })

  it('resolves once a first load failed, with the error on the list', async () => {
    const held = holdAnswers(api)
    const list = engine('list')
    const settled = list.store.settled()
    const [request] = await held.waitFor(1)
    await request?.fail(500)
    await settled
    expect(list.now().error).toMatchObject({ status: 500 })
  })

  it('does not wait for the old page a list keeps on screen while the page it asked for failed', async () => {
    const list = engine('list')
    await list.store.settled()
    const held = holdAnswers(api)
    void list.now().nextPage()
    const [request] = await held.waitFor(1)
    await request?.fail(503)
    // Page 0 is still shown, and old (no list asks for it); nobody will load it, so nothing is pending.
    await list.store.settled()
    expect(list.store.inspect().find((e) => e.request.page === 0)).toMatchObject({ stale: true, observers: 1 })
    expect(list.now().error).toMatchObject({ status: 503 })
  })

  it('resolves for an empty store, and for old pages no list shows', async () => {
    const list = engine('list')
    await list.store.settled()
    list.disconnect()
    list.store.invalidate(`${ORIGIN}/api/products`)
    await list.store.settled()
    expect(list.store.inspect()).toMatchObject([{ stale: true, observers: 0, loading: false }])
    const empty = engine('list', {}, { connect: false }).store
    await empty.settled()
  })
})
