import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { engine } from '../../../../../test/engineHarness.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'

// A write and the reloads of the pages it changed, in every order their answers can come back in: the lists end on
// the server's pages, never on an answer computed before the write.
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
const serverPage = (page: number) => ids(api.db.products.slice(page * 15, (page + 1) * 15))

/**
 * Holds the next answer to page 0, computed when it is asked (as a server computes it) and delivered only when the
 * returned function is called: an answer that predates whatever happens meanwhile.
 */
function holdNextPageZero() {
  let deliver!: () => void
  const gate = new Promise<void>((resolve) => (deliver = resolve))
  let armed = true
  api.server.use(
    http.get('*/api/products', async ({ request }) => {
      if (!armed || new URL(request.url).searchParams.get('page') !== '0') return undefined
      armed = false
      const body = { content: api.db.products.slice(0, 15), totalElements: api.db.products.length, number: 0, size: 15 }
      await gate
      return HttpResponse.json(body)
    }),
  )
  return deliver
}

it('ends on the server page after a save made while an earlier reload of the page is on its way, whatever that reload does', async () => {
  const list = engine<Product, 'list'>('list', {}, { url, settings: { timeoutMs: 300 } })
  await list.settled()
  holdNextPageZero()
  void list.now().reload()
  await delay(5)
  await list.now().save({ title: 'saved during a reload', price: '9.00' })
  // The reload that predates the save never comes back: it times out.
  await delay(400)
  await list.settled()
  expect({ rows: ids(list.now().items), isError: list.now().isError }).toEqual({ rows: serverPage(0), isError: false })
})

it('ends on the server page after a save made while an earlier reload of the page is on its way, which answers last', async () => {
  const list = engine<Product, 'list'>('list', {}, { url })
  await list.settled()
  const deliver = holdNextPageZero()
  void list.now().reload()
  await delay(5)
  await list.now().save({ title: 'saved during a reload', price: '9.00' })
  await delay(20)
  deliver()
  await delay(20)
  await list.settled()
  expect({ rows: ids(list.now().items), isError: list.now().isError }).toEqual({ rows: serverPage(0), isError: false })
})

it('reloads a list of the collection when a feed on the same screen removes a record it shows', async () => {
  const list = engine<Product, 'list'>('list', { optimistic: true }, { url })
  const feed = engine<Product, 'feed'>('feed', { optimistic: true }, { url, store: list.store })
  await list.settled()
  await feed.settled()
  await feed.now().remove('3')
  await delay(20)
  await list.settled()
  await feed.settled()
  expect({ list: ids(list.now().items), feed: ids(feed.now().items) }).toEqual({
    list: serverPage(0),
    feed: serverPage(0),
  })
})
