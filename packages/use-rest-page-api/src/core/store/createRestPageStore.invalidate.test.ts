import { describe, expect, it } from 'vitest'
import { engine, tick } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ids } from '../../../../../test/listHelpers.ts'
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

// `store.invalidate(target)` returns a promise: what an app awaits after a write made elsewhere, to know the lists on
// screen show the server's pages again.
describe('store.invalidate()', () => {
  it('resolves once the load of a page asked for settles, and at once for a page nobody asks for', async () => {
    const store = createPageStore<string>()
    const release = store.observe('shown', true, '/api/a')
    let answer!: (page: string) => void
    await store.load('shown', () => Promise.resolve('first'))
    void store.load('idle', () => Promise.resolve('old'))
    await tick()

    expect(await resolved(store.invalidate('/api/b'))).toBe(true)
    const reloaded = store.invalidate('/api/a')
    expect(await resolved(reloaded)).toBe(false)
    // What a list asking for it does: it loads it again.
    void store.load('shown', () => new Promise<string>((resolve) => (answer = resolve)))
    expect(await resolved(reloaded)).toBe(false)
    answer('second')
    expect(await resolved(reloaded)).toBe(true)
    expect(store.get('shown')).toBe('second')
    release({})
  })

  it('resolves when the reloads of the lists it made old have answered, with the rows the server holds now', async () => {
    const list = engine('list')
    await list.store.settled()
    const held = holdAnswers(api)
    api.db.products.splice(0, 1)
    const done = list.store.invalidate(`${ORIGIN}/api/products`)
    const [reload] = await held.waitFor(1)
    expect(await resolved(done)).toBe(false)
    await reload?.release()
    await done
    expect(ids(list.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
    expect(lists()).toHaveLength(2)
  })

  it('resolves, never rejects, when a reload fails, and the list keeps its rows with the error', async () => {
    const list = engine('list')
    await list.store.settled()
    const held = holdAnswers(api)
    const done = list.store.invalidate((request) => request.url.endsWith('/api/products'))
    const [reload] = await held.waitFor(1)
    await reload?.fail(500)
    await expect(done).resolves.toBeUndefined()
    expect(list.now().isError).toBe(true)
    expect(list.now().items).toHaveLength(15)
  })

  it('waits only for the lists of the collection it names', async () => {
    const store = createPageStore()
    const products = engine('list', {}, { store: store as never })
    const other = engine('list', {}, { store: store as never, url: `${ORIGIN}/api/v2/products` })
    await store.settled()
    const held = holdAnswers(api, (request) => request.path.startsWith('/api/v2/'))
    void other.now().reload()
    await held.waitFor(1)
    await store.invalidate(`${ORIGIN}/api/products`)
    expect(products.now().isFetching).toBe(false)
    expect(other.now().isFetching).toBe(true)
    await held.releaseAll()
  })

  it('resolves at once when the lists that showed the pages have gone', async () => {
    const list = engine('list')
    await list.store.settled()
    list.disconnect()
    await tick()
    expect(await resolved(list.store.invalidate(`${ORIGIN}/api/products`))).toBe(true)
    await tick()
    expect(lists()).toHaveLength(1)
  })
})
