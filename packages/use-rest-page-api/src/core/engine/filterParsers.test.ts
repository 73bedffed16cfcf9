import type { Product } from 'form-mock-server'
import { afterEach, describe, expect, it } from 'vitest'
import { disconnectAll, engine, memoryUrlAdapter } from '../../../../../test/engineHarness.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore } from '../store/createRestPageStore.ts'
import { prefetchList } from '../store/prefetchList.ts'
import { parseAsArrayOf, parseAsInteger, parseAsIsoDate } from '../url/parsers.ts'
import type { ListPage } from '../types.ts'

const api = setupMockApi({ auth: false })
afterEach(disconnectAll)
const url = `${ORIGIN}/api/products`

describe('filter parsers in the list and the feed', () => {
  it.each(['list', 'feed'] as const)(
    'finds the page a server prefetched with the same options, a number filter read alike (%s)',
    async (kind) => {
      const store = createPageStore<ListPage<Product, unknown>>()
      const options = { defaultSearchParams: { title: '', id: parseAsInteger } }
      await prefetchList(store, url, { ...options, syncToUrl: true }, { serverUrl: '?id=7' })
      expect(api.lines()).toEqual(['GET /api/products?id=7&size=15&page=0'])
      const view = engine(kind, { ...options, syncToUrl: { adapter: memoryUrlAdapter('?id=7') } }, { store })
      await view.settled()
      expect(view.now().searchParams).toEqual({ id: 7 })
      expect(view.now().items.map((p) => p.id)).toEqual(['7'])
      // The page came from the store: nothing was asked again.
      expect(api.lines()).toHaveLength(1)
    },
  )

  it('sends a day as yyyy-MM-dd, as Spring reads a LocalDate, and a list of numbers as repeated keys', async () => {
    const adapter = memoryUrlAdapter('?from=2024-01-05&id=3&id=4')
    const view = engine('list', {
      defaultSearchParams: { from: parseAsIsoDate, id: parseAsArrayOf(parseAsInteger) },
      syncToUrl: { adapter },
    })
    await view.settled()
    expect(view.now().searchParams).toEqual({ from: new Date('2024-01-05T00:00:00.000Z'), id: [3, 4] })
    const [request] = await api.requests()
    expect(request?.url.searchParams.getAll('from')).toEqual(['2024-01-05'])
    expect(request?.url.searchParams.getAll('id')).toEqual(['3', '4'])
  })

  it('shows the defaults as values and keeps their parsers through setDefaultSearchParams', async () => {
    const adapter = memoryUrlAdapter('')
    const view = engine('list', {
      defaultSearchParams: { id: parseAsInteger.withDefault(2) },
      syncToUrl: { adapter },
    })
    await view.settled()
    expect(view.now().defaultSearchParams).toEqual({ id: 2 })
    expect(api.lines()).toEqual(['GET /api/products?id=2&size=15&page=0'])
    await view.now().setDefaultSearchParams({ id: 5 })
    expect(view.now().defaultSearchParams).toEqual({ id: 5 })
    expect(api.lines().at(-1)).toBe('GET /api/products?id=5&size=15&page=0')
    adapter.navigate('?id=9')
    await view.settled()
    expect(view.now().searchParams).toEqual({ id: 9 })
    expect(api.lines().at(-1)).toBe('GET /api/products?id=9&size=15&page=0')
  })
})
