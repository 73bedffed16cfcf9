import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { engine, tick } from '../../../../../test/engineHarness.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { keysetPaging } from '../../keyset/keysetPaging.ts'
import { createPageStore } from '../store/createRestPageStore.ts'

// Keyset (cursor) load-more against the mock, which pages as Spring Data's Window with Spring for GraphQL's cursor
// (Base64 of "K_" and the keyset JSON): the wire contract of docs/guides/LoadMore.mdx.
const api = setupMockApi({ auth: false })
const lists = () => api.requests().then((all) => all.filter((r) => r.method === 'GET').map((r) => r.url))
type Row = { id: string; title: string; price: string }
const nextCursor = (view: ReturnType<typeof engine<Row, 'feed'>>) =>
  (view.now().rawResponse as { nextCursor?: string } | undefined)?.nextCursor

/** The server's records: the seeded 64, grown to `n`. */
function grow(n: number) {
  for (let i = api.db.products.length + 1; i <= n; i++)
    api.db.products.push({ id: String(i), title: `记录 ${i}`, price: '1.00' })
}

describe('a keyset feed', () => {
  it('sends size and the sort with the key appended, no page and no cursor first, then the cursor it was given', async () => {
    const view = engine('feed', {
      keyset: keysetPaging(),
      pageSize: 10,
      defaultSort: { property: 'price', direction: 'desc' },
    })
    await view.settled()
    const cursor = nextCursor(view) as string
    expect(cursor).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(atob(cursor)).toMatch(/^K_\["java\.util\.LinkedHashMap",\{"price":"[\d.]+","id":"\d+"\}\]$/)
    await view.now().loadMore()
    const [first, second] = await lists()
    expect([...(first as URL).searchParams]).toEqual([
      ['size', '10'],
      ['sort', 'price,desc'],
      ['sort', 'id,asc'],
    ])
    expect((second as URL).search).toBe(`?cursor=${encodeURIComponent(cursor)}&size=10&sort=price%2Cdesc&sort=id%2Casc`)
    expect(view.now().items).toHaveLength(20)
    expect(view.now().hasMore).toBe(true)
  })

  it('keeps a sort that already ends in the key as it is', async () => {
    const view = engine('feed', { keyset: keysetPaging(), defaultSort: [{ property: 'id', direction: 'desc' }] })
    await view.settled()
    expect([...((await lists())[0] as URL).searchParams.getAll('sort')]).toEqual(['id,desc'])
    expect(ids(view.now().items)[0]).toBe('64')
  })

  it('drops the cursor when the filters or the sort change', async () => {
    const view = engine('feed', { keyset: keysetPaging(), pageSize: 10 })
    await view.settled()
    await view.now().loadMore()
    api.clear()
    await view.now().sortWith([{ property: 'title', direction: 'asc' }])
    await view.now().query({ price: api.db.products[0]?.price })
    const sent = await lists()
    expect(sent.map((url) => url.searchParams.has('cursor'))).toEqual([false, false])
    expect(view.now().pages).toBe(1)
  })

  it('follows a SlicedModel whose next link carries the cursor, with no option but keyset', async () => {
    const view = engine('feed', { keyset: keysetPaging(), pageSize: 30 }, { url: `${ORIGIN}/api/sliced/products` })
    await view.settled()
    expect(view.now()).toMatchObject({ hasMore: true, pagination: { totalKnown: false } })
    await view.now().loadMore()
    await view.now().loadMore()
    expect(view.now().hasMore).toBe(false)
    expect(ids(view.now().items)).toEqual(ids(api.db.products))
    expect((await lists()).map((url) => url.searchParams.has('cursor'))).toEqual([false, true, true])
  })

  it('neither skips nor repeats a row while records come and go above and below the rows it loaded', async () => {
    grow(200)
    // The feed pages by id (the key), as numbers: a record inserted with id 20.5 sorts between 20 and 21.
    const order = () => api.db.products.map((p) => p.id).sort((a, b) => Number(a) - Number(b))
    const feed = engine('feed', { keyset: keysetPaging(), pageSize: 20 })
    await feed.settled()
    const seen: string[] = [...ids(feed.now().items)]
    while (feed.now().hasMore) {
      const last = Number(seen.at(-1))
      const take = (id: number) => (api.db.products = api.db.products.filter((p) => Number(p.id) !== id))
      const put = (id: number) => api.db.products.push({ id: String(id), title: `记录 ${id}`, price: '1.00' })
      // Records come and go above the last row loaded, at it, and below it, before the next page is asked for.
      take(last - 3)
      put(last - 7.5)
      take(last)
      put(last + 2.5)
      take(last + 4)
      const expected = order()
      const after = expected.findIndex((id) => Number(id) > last)
      await feed.now().loadMore()
      const added = ids(feed.now().items).slice(seen.length)
      // Exactly the server's rows that follow the last one shown, as the server has them now.
      expect(added).toEqual(expected.slice(after, after + added.length))
      seen.push(...added)
    }
    expect(new Set(seen).size).toBe(seen.length)
    // Reloaded, it holds exactly the server's records in order, each once.
    await feed.now().reload()
    await feed.settled()
    expect(ids(feed.now().items)).toEqual(order())
  })

  it('documents what offset paging cannot promise: the same changes make an offset feed skip rows', async () => {
    grow(200)
    const feed = engine('feed', { pageSize: 20 })
    await feed.settled()
    const seen: string[] = [...ids(feed.now().items)]
    let skipped = 0
    while (feed.now().hasMore) {
      const last = seen.at(-1) as string
      const at = api.db.products.findIndex((p) => p.id === last)
      api.db.products.splice(Math.max(0, at - 3), 1)
      const expected = api.db.products.map((p) => p.id)
      const after = expected.indexOf(last) + 1
      await feed.now().loadMore()
      const added = ids(feed.now().items).slice(seen.length)
      if (added.join() !== expected.slice(after, after + added.length).join()) skipped++
      seen.push(...added)
    }
    expect(skipped).toBeGreaterThan(0)
  })

  it('reloads its first page when another tab writes, and says "n new" for rows above the first cursor', async () => {
    const feed = engine('feed', { keyset: keysetPaging(), pageSize: 10 })
    await feed.settled()
    await feed.now().loadMore()
    const before = ids(feed.now().items)
    api.db.products.unshift({ id: '0', title: 'new first', price: '1.00' })
    api.clear()
    createPageStore().invalidate(`${ORIGIN}/api/products`)
    await feed.settled()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The sort ends in the key (id ascending): the new record sorts first, above the first cursor.
    expect(feed.now().pendingUpdate).toEqual({ added: 1, changed: 0, removed: 1 })
    expect(ids(feed.now().items)).toEqual(before)
    feed.now().applyPendingUpdate()
    await feed.settled()
    // The pages below follow the new first page: the same two pages, each row once.
    expect(ids(feed.now().items)).toEqual(['0', ...before].slice(0, 20))
    expect(feed.now().hasMore).toBe(true)
  })

  it('asks for only the first page when a reload on its own holds new rows back, not the page below it again', async () => {
    const feed = engine('feed', { keyset: keysetPaging(), pageSize: 10 })
    await feed.settled()
    await feed.now().loadMore()
    api.db.products.unshift({ id: '0', title: 'new first', price: '1.00' })
    api.clear()
    // Another tab's write: a reload on its own of the first page (as focus is), whose new rows are held back.
    createPageStore().invalidate(`${ORIGIN}/api/products`)
    await vi.waitFor(() => expect(feed.now().pendingUpdate).not.toBeNull())
    await feed.settled()
    await tick()
    // The page below still follows the first page on screen: its cursor, and so its page, are unchanged.
    expect((await lists()).map((url) => url.search)).toEqual(['?size=10&sort=id%2Casc'])
    expect(feed.now().isFetching).toBe(false)
    expect(ids(feed.now().items)).toHaveLength(20)
  })

  it('refuses a cursor the server cannot read with its 400, as a failed load', async () => {
    api.server.use(
      http.get('*/api/products', ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? HttpResponse.json({ message: 'invalid cursor' }, { status: 400 })
          : undefined,
      ),
    )
    const view = engine('feed', { keyset: keysetPaging(), pageSize: 10 })
    await view.settled()
    await view.now().loadMore()
    expect(view.now().error).toMatchObject({ kind: 'invalid', status: 400 })
    expect(view.now().items).toHaveLength(10)
  })
})
