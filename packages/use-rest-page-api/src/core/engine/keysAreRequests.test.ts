import type { Product } from 'form-mock-server'
import { expect, it } from 'vitest'
import { engine, memoryUrlAdapter } from '../../../../../test/engineHarness.ts'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { keysetPaging } from '../../keyset/keysetPaging.ts'
import { createPageStore } from '../store/createRestPageStore.ts'
import type { ListPage, PageResponse } from '../types.ts'

// A list's store entry is its request: lists that send the same request share one entry, lists that send different
// requests (or read the answer differently) never do; and a filter reads back from the address with its type.
const api = setupMockApi({ auth: false })
const newStore = () => createPageStore<ListPage<Product, unknown>>()
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

it('reads a boolean and a number filter back from the address with the types of their defaults', async () => {
  const adapter = memoryUrlAdapter('?inStock=true&minStock=3')
  const list = engine('list', {
    defaultSearchParams: { inStock: false, minStock: 0 },
    syncToUrl: { adapter },
  })
  await list.settled()
  expect(list.now().searchParams).toEqual({ inStock: true, minStock: 3 })
  adapter.navigate('?inStock=false&minStock=0.5')
  await list.settled()
  expect(list.now().searchParams).toEqual({ inStock: false, minStock: 0.5 })
  // Input the types do not read leaves the default in force, as a parser's does.
  adapter.navigate('?inStock=yes&minStock=many')
  await list.settled()
  expect(list.now().searchParams).toEqual({})
})

it('shares one entry, and one request, between lists whose filters send the same query string', async () => {
  const store = newStore()
  const typed = engine('list', { defaultSearchParams: { title: 'x', inStock: true } }, { store })
  const text = engine('list', { defaultSearchParams: { inStock: 'true', title: 'x' } }, { store })
  await typed.settled()
  await text.settled()
  expect(lists()).toEqual(['GET /api/products?inStock=true&title=x&size=15&page=0'])
  expect(store.inspect()).toHaveLength(1)
})

it('gives a keyset feed and an offset list on one url and sort requests of their own', async () => {
  const store = newStore()
  const sort = { property: 'title', direction: 'asc' } as const
  const list = engine('list', { defaultSort: sort }, { store })
  await list.settled()
  const feed = engine('feed', { defaultSort: sort, keyset: keysetPaging() }, { store })
  await feed.settled()
  expect(lists()).toEqual([
    'GET /api/products?size=15&page=0&sort=title,asc',
    'GET /api/products?size=15&sort=title,asc&sort=id,asc',
  ])
})

it('gives two lists of one request that read its answer differently entries of their own', async () => {
  const store = newStore()
  const titles = engine<Product, 'list'>(
    'list',
    {
      transformListResponse: (raw: unknown) => {
        const page = raw as PageResponse<Product>
        return { ...page, content: page.content.map((p) => ({ ...p, title: p.title.toUpperCase() })) }
      },
    },
    { store },
  )
  const plain = engine<Product, 'list'>('list', {}, { store })
  await titles.settled()
  await plain.settled()
  expect(plain.now().items[0]?.title).toBe(api.db.products[0]?.title)
  expect(titles.now().items[0]?.title).toBe(api.db.products[0]?.title.toUpperCase())
})
