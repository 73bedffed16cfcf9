import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore } from './createRestPageStore.ts'
import { prefetchList } from './prefetchList.ts'
import { isStreamedPage, type StreamedAnswer, type StreamedPage, type StreamedPages } from './streamedPages.ts'
import type { RestError } from '../http/RestError.ts'
import type { ListPage } from '../types.ts'

const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
type Page = ListPage<unknown, unknown>
const pageOf = (items: unknown[]): Page => ({
  items,
  totalElements: items.length,
  totalPages: 1,
  pageNo: 0,
  pageSize: 5,
  hasNext: false,
  totalKnown: true,
  rawResponse: undefined,
})

/** A server's store with page 0 of the products still loading (its prefetch not awaited), and what it hands over. */
function streamingServer(options = {}) {
  const server = createPageStore<Page>()
  const loaded = prefetchList(server, url, { pageSize: 5 })
  const pages = server.dehydrate({ pending: true, ...options })
  const [key, page] = Object.entries(pages)[0] ?? []
  return { server, loaded, pages, key: key as string, page: page as StreamedPage }
}

describe('streamed pages', () => {
  it('hands over a page still loading as a promise, and the answer once it is there', async () => {
    const { pages, page, loaded } = streamingServer()
    expect(Object.keys(pages)).toHaveLength(1)
    expect(isStreamedPage(page)).toBe(true)
    await loaded
    expect(await page.pending).toMatchObject({ page: { pageNo: 0, pageSize: 5, dataUpdatedAt: expect.any(Number) } })
    expect(api.lines()).toEqual(['GET /api/products?size=5&page=0'])
  })

  it('leaves pages still loading out unless asked, so the default stays plain JSON', () => {
    const server = createPageStore<Page>()
    void prefetchList(server, url, { pageSize: 5 })
    expect(server.dehydrate()).toEqual({})
  })

  it("takes the server's load as its own: no request of the client's, the page once the server has it", async () => {
    const { pages, key, loaded } = streamingServer()
    const client = createPageStore<Page>()
    client.hydrate(pages)
    expect(client.inspect()).toEqual([expect.objectContaining({ key, loading: true, data: undefined })])
    await loaded
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.get(key)).toMatchObject({ pageNo: 0, pageSize: 5 })
    expect(client.get(key)).not.toHaveProperty('dataUpdatedAt')
    expect(api.lines()).toEqual(['GET /api/products?size=5&page=0'])
  })

  it('takes a page whose promise React already settled at once', () => {
    const page = { ...pageOf([]), dataUpdatedAt: 1000 }
    const pending = Object.assign(Promise.resolve({ page }), { status: 'fulfilled', value: { page } })
    const client = createPageStore<Page>()
    const key = '["/api/x?size=5&page=0"]'
    client.hydrate({ [key]: { pending } } satisfies StreamedPages)
    expect(client.state(key)).toMatchObject({ status: 'success', dataUpdatedAt: 1000, fetchStatus: 'idle' })
  })

  it("takes the promise as React's Flight client hands it over, a thenable whose then returns nothing", async () => {
    // As react-server-dom's ReactPromise: Promise's prototype (so `Promise.resolve` returns it as it is), and a `then`
    // that calls back later and returns undefined.
    const waiting: ((answer: StreamedAnswer) => void)[] = []
    const chunk = Object.assign(Object.create(Promise.prototype) as Promise<StreamedAnswer>, {
      status: 'pending',
      then(resolve: (answer: StreamedAnswer) => void) {
        waiting.push(resolve)
      },
    })
    const client = createPageStore<Page>()
    const key = '["/api/x?size=5&page=0"]'
    client.hydrate({ [key]: { pending: chunk } } satisfies StreamedPages)
    expect(client.inspect()).toEqual([expect.objectContaining({ key, loading: true, data: undefined })])
    const page = pageOf([{ id: 'streamed' }])
    for (const resolve of waiting) resolve({ page: { ...page, dataUpdatedAt: 1000 } })
    await client.settled()
    expect(client.get(key)).toEqual(page)
    expect(api.lines()).toEqual([])
  })

  it('never overwrites a page the client holds, nor one it loads itself meanwhile', async () => {
    api.server.use(http.get(url, () => delay(30)))
    const { pages, key, loaded } = streamingServer()
    const holding = createPageStore<Page>()
    const mine = pageOf([{ id: 'mine' }])
    holding.set(key, mine)
    holding.hydrate(pages)
    const reloading = createPageStore<Page>()
    reloading.hydrate(pages)
    void reloading.load(key, async () => mine, { force: true })
    await loaded
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(holding.get(key)).toBe(mine)
    expect(reloading.get(key)).toBe(mine)
  })

  it("redacts a server's failure unless told otherwise, keeping its kind and status", async () => {
    api.server.use(http.get(url, () => HttpResponse.json({ message: 'db-7.internal refused' }, { status: 503 })))
    const redacted = streamingServer()
    const exposed = streamingServer({ exposeErrors: true })
    const clients = [redacted, exposed].map(({ pages }) => {
      const client = createPageStore<Page>()
      client.hydrate(pages)
      return client
    })
    await Promise.all([redacted.loaded, exposed.loaded])
    await new Promise((resolve) => setTimeout(resolve, 0))
    const [hidden, shown] = clients.map((client) => client.inspect()[0]?.error as RestError) as [RestError, RestError]
    expect(hidden).toMatchObject({ kind: 'server', status: 503, method: 'GET' })
    expect(hidden.message).toBe("[use-rest-page-api] the server's load of this page failed")
    expect(JSON.stringify(hidden)).not.toMatch(/internal/)
    expect(shown.message).toMatch(/503: db-7.internal refused/)
  })
})
