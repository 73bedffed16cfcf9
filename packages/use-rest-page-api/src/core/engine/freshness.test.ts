import { delay } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { engine, type Kind } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore, type DehydratedPages } from '../store/createRestPageStore.ts'
import type { ListPage } from '../types.ts'

const api = setupMockApi({ auth: false })
type Page = ListPage<{ id: string; title: string; price: string }, unknown>
const url = `${ORIGIN}/api/products`
/** What the result says of its freshness. */
const freshness = (r: { isLoading: boolean; isFetching: boolean; isStale: boolean; dataUpdatedAt: number }) => ({
  isLoading: r.isLoading,
  isFetching: r.isFetching,
  isStale: r.isStale,
  dataUpdatedAt: r.dataUpdatedAt,
})
/** A moment past every answer so far, and before every later one: answer times are `Date.now()` at the answer. */
async function now() {
  await delay(2)
  const time = Date.now()
  await delay(2)
  return time
}

/**
 * `isLoading`, `isFetching`, `isStale` and `dataUpdatedAt` (issue 29, item 2), derived once by the engine from the
 * store, run against the list and the feed.
 */
describe.each<[Kind]>([['list'], ['feed']])('the freshness of the %s', (kind) => {
  it('is loading, fetching and stale, with no answer time, until its first page lands', async () => {
    const view = engine(kind, {}, { connect: false })
    expect(freshness(view.now())).toEqual({ isLoading: true, isFetching: true, isStale: true, dataUpdatedAt: 0 })
    const held = holdAnswers(api)
    view.connect()
    await held.waitFor(1)
    expect(freshness(view.now())).toEqual({ isLoading: true, isFetching: true, isStale: true, dataUpdatedAt: 0 })
    const before = await now()
    await held.releaseAll()
    await view.settled()
    expect(freshness(view.now())).toEqual({
      isLoading: false,
      isFetching: false,
      isStale: false,
      dataUpdatedAt: expect.any(Number),
    })
    expect(view.now().dataUpdatedAt).toBeGreaterThan(before)
    expect(view.now().dataUpdatedAt).toBeLessThanOrEqual(Date.now())
  })

  it('is stale and fetching, not loading, while a page shown again from the store reloads', async () => {
    // The issue: a page shown again on a slow network showed its rows and count as current while it reloaded.
    const view = engine(kind)
    await view.settled()
    const first = view.now().dataUpdatedAt
    await view.now().query({ title: api.db.products[4]?.title })
    const held = holdAnswers(api)
    const before = await now()
    void view.now().query({})
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
    expect(view.now().isPlaceholderData).toBe(false)
    expect(freshness(view.now())).toEqual({
      isLoading: false,
      isFetching: true,
      isStale: true,
      dataUpdatedAt: first,
    })
    await held.waitFor(1)
    await held.releaseAll()
    await view.settled()
    expect(view.now()).toMatchObject({ isLoading: false, isFetching: false, isStale: false })
    expect(view.now().dataUpdatedAt).toBeGreaterThan(before)
  })

  it('stays stale, not fetching, with the error when its reload fails, until a reload answers', async () => {
    const view = engine(kind, { retry: false })
    await view.settled()
    const first = view.now().dataUpdatedAt
    const held = holdAnswers(api)
    view.store.invalidate(url)
    expect(view.now()).toMatchObject({ isStale: true, isFetching: true, isLoading: false })
    const [reload] = await held.waitFor(1)
    await reload?.fail(503)
    expect(view.now()).toMatchObject({ isStale: true, isFetching: false, isError: true, dataUpdatedAt: first })
    held.stop()
    const before = await now()
    await view.now().reload()
    expect(view.now()).toMatchObject({ isStale: false, isFetching: false, isError: false })
    expect(view.now().dataUpdatedAt).toBeGreaterThan(before)
  })

  it('is stale and fetching after a write, and edits change neither its staleness nor its answer time', async () => {
    const view = engine(kind)
    await view.settled()
    const first = view.now().dataUpdatedAt
    const before = await now()
    view.now().setItem('2', 'title', 'a local edit')
    expect(freshness(view.now())).toEqual({
      isLoading: false,
      isFetching: false,
      isStale: false,
      dataUpdatedAt: first,
    })
    const held = holdAnswers(api, (r) => r.method === 'GET')
    await view.now().update({ id: '3', title: 'written', price: '3.00' })
    expect(freshness(view.now())).toEqual({
      isLoading: false,
      isFetching: true,
      isStale: true,
      dataUpdatedAt: first,
    })
    await held.waitFor(1)
    await held.releaseAll()
    await view.settled()
    expect(view.now().isStale).toBe(false)
    expect(view.now().dataUpdatedAt).toBeGreaterThan(before)
  })

  it('keeps the answer time of a page a server loaded, so the hydration result is the server result', async () => {
    const server = createPageStore<Page>()
    const source = engine(kind, {}, { store: server })
    await source.settled()
    const rendered = source.controller.getServerResult()
    const answered = rendered.dataUpdatedAt
    expect(answered).toBeGreaterThan(0)
    source.disconnect()
    const pages = JSON.parse(JSON.stringify(server.dehydrate())) as DehydratedPages
    const [key] = Object.keys(pages)
    expect(pages[key as string]).toMatchObject({ dataUpdatedAt: answered })
    // The client hydrates later, by its own clock.
    await now()
    const client = createPageStore<Page>()
    client.hydrate(pages)
    expect(client.get(key as string)).not.toHaveProperty('dataUpdatedAt')
    const view = engine(kind, {}, { store: client, connect: false })
    const hydrating = view.controller.getServerResult()
    expect(freshness(hydrating)).toEqual(freshness(rendered))
    expect(freshness(hydrating)).toEqual({
      isLoading: false,
      isFetching: false,
      isStale: false,
      dataUpdatedAt: answered,
    })
    expect(hydrating.items).toEqual(rendered.items)
    view.connect()
    expect(freshness(view.now())).toEqual(freshness(hydrating))
  })
})

describe('the freshness of a list', () => {
  it('is loading, fetching and stale with no answer time while a move loads, its rows placeholders', async () => {
    const view = engine('list')
    await view.settled()
    const held = holdAnswers(api)
    void view.now().nextPage()
    expect(view.now().isPlaceholderData).toBe(true)
    expect(freshness(view.now())).toEqual({ isLoading: true, isFetching: true, isStale: true, dataUpdatedAt: 0 })
    await held.waitFor(1)
    await held.releaseAll()
    await view.settled()
    expect(view.now()).toMatchObject({ isLoading: false, isStale: false })
    expect(view.now().dataUpdatedAt).toBeGreaterThan(0)
  })
})

describe('the freshness of a feed', () => {
  it('is fetching, not loading nor stale, while loadMore brings a page', async () => {
    const view = engine('feed')
    await view.settled()
    const first = view.now().dataUpdatedAt
    const held = holdAnswers(api)
    void view.now().loadMore()
    expect(view.now()).toMatchObject({ isLoadingMore: true, isPlaceholderData: false })
    expect(freshness(view.now())).toEqual({
      isLoading: false,
      isFetching: true,
      isStale: false,
      dataUpdatedAt: first,
    })
    await held.waitFor(1)
    await held.releaseAll()
  })

  it('gives the oldest answer among its loaded pages: every row is at least that recent', async () => {
    const view = engine('feed')
    await view.settled()
    const first = view.now().dataUpdatedAt
    await now()
    await view.now().loadMore()
    expect(view.now().dataUpdatedAt).toBe(first)
    const second =
      view.store.state(view.store.inspect().find((e) => e.request.page === 1)?.key as string)?.dataUpdatedAt ?? 0
    expect(second).toBeGreaterThan(first)
    // A reload of the first page alone (what a reload on its own does, revalidate: 'first'): page 1 is the oldest.
    await now()
    view.store.refresh(view.store.inspect().find((e) => e.request.page === 0)?.key as string)
    await vi.waitFor(() => expect(view.now().dataUpdatedAt).toBe(second))
    expect(view.now().isStale).toBe(false)
  })
})
