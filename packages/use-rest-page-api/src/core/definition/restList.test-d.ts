import { describe, expectTypeOf, it } from 'vitest'
import type { FilterState, PageResponse, SearchParams, SortInfo } from '../types.ts'
import {
  parseAsArrayOf,
  parseAsBoolean,
  parseAsInteger,
  parseAsIsoDate,
  parseAsStringLiteral,
} from '../../parsers/index.ts'
import {
  createRestPageStore,
  prefetchList,
  restList,
  useRestPageApi,
  type DataSourceOf,
  type ListPage,
  type RestListDefinition,
  type RestPageDataSource,
} from '../../index.ts'
import { prefetchList as prefetchOnServer, restList as restListOnServer } from '../../server/index.ts'
import { useInfiniteRestPageApi, type RestPageFeed } from '../../infinite/index.ts'
import { keysetPaging } from '../../keyset/index.ts'

interface Product {
  id: string
  title: string
  price: number
  owner: { name: string }
}
interface Order {
  id: string
  total: number
}
type ProductSort = 'id' | 'title' | 'price' | 'owner'

const productList = restList<Product>()('/api/products', {
  pageSize: 10,
  defaultSort: { property: 'price', direction: 'desc' },
  defaultSearchParams: { title: '', minPrice: parseAsInteger, inStock: false },
})
type ProductFilters = { title: string; minPrice: number; inStock: boolean }

describe('restList', () => {
  it('infers the filters from defaultSearchParams, the raw page and the sorts from the item type', () => {
    expectTypeOf(productList).toEqualTypeOf<
      RestListDefinition<Product, PageResponse<Product>, ProductFilters, ProductSort>
    >()
    expectTypeOf(productList.url).toEqualTypeOf<string>()
    expectTypeOf(productList.defaultValue).toEqualTypeOf<Product[] | undefined>()
  })

  it("checks the sort properties against the item's keys", () => {
    // @ts-expect-error a misspelt sort field
    restList<Product>()('/api/products', { defaultSort: { property: 'prise', direction: 'desc' } })
    // @ts-expect-error a misspelt sort field in a list of them
    restList<Product>()('/api/products', { defaultSort: [{ property: 'prise', direction: 'desc' }] })
  })

  it('takes other sort names as its second type argument', () => {
    const rows = restList<Product, 'cjsj' | 'owner.name'>()('/api/rows', {
      defaultSort: { property: 'owner.name', direction: 'asc' },
    })
    const list = useRestPageApi(rows)
    expectTypeOf(list.pagination.sorts).toEqualTypeOf<SortInfo<'cjsj' | 'owner.name'>[]>()
    void list.sortWith([{ property: 'cjsj', direction: 'desc' }])
    // @ts-expect-error not one of the sort names given
    void list.sortWith([{ property: 'price', direction: 'desc' }])
    // @ts-expect-error not one of the sort names given
    restList<Product, 'cjsj'>()('/api/rows', { defaultSort: { property: 'price', direction: 'asc' } })
  })

  it("gives a filter its parser's type: number, boolean, array, date, one of a list", () => {
    const list = useRestPageApi(
      restList<Product>()('/api/products', {
        defaultSearchParams: {
          minPrice: parseAsInteger,
          inStock: parseAsBoolean.withDefault(true),
          tags: parseAsArrayOf(parseAsInteger),
          from: parseAsIsoDate,
          status: parseAsStringLiteral(['open', 'closed']).withDefault('open'),
        },
        syncToUrl: true,
      }),
    )
    expectTypeOf(list.searchParams.minPrice).toEqualTypeOf<number | null | undefined>()
    expectTypeOf(list.searchParams.inStock).toEqualTypeOf<boolean | null | undefined>()
    expectTypeOf(list.searchParams.tags).toEqualTypeOf<number[] | null | undefined>()
    expectTypeOf(list.searchParams.from).toEqualTypeOf<Date | null | undefined>()
    expectTypeOf(list.searchParams.status).toEqualTypeOf<'open' | 'closed' | null | undefined>()
    void list.query({ minPrice: 10, from: new Date('2024-01-05'), tags: [1, 2], status: 'closed' })
    // @ts-expect-error a number filter takes a number, not a string
    void list.query({ minPrice: '10' })
    // @ts-expect-error not one of the literals
    void list.query({ status: 'pending' })
    // @ts-expect-error a date filter takes a Date
    void list.query({ from: '2024-01-05' })
  })

  it('checks a default against its parser', () => {
    restList<Product>()('/api/products', {
      // @ts-expect-error an integer parser's default is a number
      defaultSearchParams: { minPrice: parseAsInteger.withDefault('10') },
    })
  })

  it('takes any filter when it declares none', () => {
    const list = useRestPageApi(restList<Product>()('/api/products'))
    expectTypeOf(list.searchParams).toEqualTypeOf<SearchParams>()
    void list.query({ anything: 1 })
  })

  it("infers the raw page from transformListResponse's parameter", () => {
    interface V2 {
      data: Product[]
      page: { total: number }
    }
    const v2 = restList<Product>()('/api/v2/products', {
      transformListResponse: (res: V2) => ({ content: res.data, totalElements: res.page.total }),
    })
    expectTypeOf(v2).toEqualTypeOf<RestListDefinition<Product, V2, SearchParams, ProductSort>>()
    expectTypeOf(useRestPageApi(v2).rawResponse).toEqualTypeOf<V2 | undefined>()
    restList<Product>()('/api/v2/products', {
      // @ts-expect-error the answer read must be a page of products
      transformListResponse: (res: V2) => ({ content: [{ id: 1 }], totalElements: res.page.total }),
    })
  })

  it('takes defaultValue of the item type', () => {
    const seeded = restList<Product>()('/api/products', { defaultValue: [] as Product[] })
    expectTypeOf(useRestPageApi(seeded).items).toEqualTypeOf<Product[]>()
    // @ts-expect-error an order is not a product
    restList<Product>()('/api/products', { defaultValue: [{ id: '1', total: 3 }] })
  })

  it('is the same function on the server entry', () => {
    expectTypeOf(restListOnServer).toEqualTypeOf(restList)
    expectTypeOf(prefetchOnServer).toEqualTypeOf(prefetchList)
  })
})

describe('a definition in useRestPageApi', () => {
  it('types the result: items, raw page, filters and sorts', () => {
    const list = useRestPageApi(productList)
    expectTypeOf(list).toEqualTypeOf<RestPageDataSource<Product, PageResponse<Product>, ProductFilters, ProductSort>>()
    expectTypeOf(list.searchParams).toEqualTypeOf<FilterState<ProductFilters>>()
    expectTypeOf(list.items).toEqualTypeOf<Product[]>()
  })

  it('refuses a misspelt filter key, a wrong filter value and a sort property that is not a key', () => {
    const list = useRestPageApi(productList)
    void list.query({ title: 'pen', inStock: true })
    void list.fetch(0, 15, [{ property: 'title', direction: 'asc' }], { minPrice: 3 })
    // @ts-expect-error a misspelt filter key
    void list.query({ titel: 'pen' })
    // @ts-expect-error a wrong value type
    void list.query({ inStock: 'yes' })
    // @ts-expect-error a misspelt filter key in the new defaults
    void list.setDefaultSearchParams({ titel: '' })
    // @ts-expect-error a misspelt filter key
    void list.fetch(0, 15, [], { titel: 'pen' })
    // @ts-expect-error a misspelt sort field
    void list.sortWith([{ property: 'prise', direction: 'asc' }])
    // @ts-expect-error a misspelt sort field
    void list.fetch(0, 15, [{ property: 'prise', direction: 'asc' }])
  })

  it('passes as a prop typed from the definition, and not where another item type is', () => {
    const take = (ds: DataSourceOf<typeof productList>) => ds
    take(useRestPageApi(productList))
    expectTypeOf<DataSourceOf<typeof productList>>().toEqualTypeOf<
      RestPageDataSource<Product, PageResponse<Product>, ProductFilters, ProductSort>
    >()
    const takeOrders = (ds: DataSourceOf<RestListDefinition<Order>>) => ds
    // @ts-expect-error a list of products is not a list of orders
    takeOrders(useRestPageApi(productList))
  })

  it('passes as RestPageDataSource<TItem> when it declares no filters, not when it does', () => {
    const take = (ds: RestPageDataSource<Product>) => ds
    take(useRestPageApi(restList<Product>()('/api/products', { pageSize: 5 })))
    // @ts-expect-error its query takes only its own filters, so it is not a list that takes any
    take(useRestPageApi(productList))
  })

  it('takes the definition with the options a render decides, not with the three-argument form', () => {
    useRestPageApi(productList, { enabled: false, holdUpdates: true })
    // @ts-expect-error a definition takes no defaultValue beside it
    useRestPageApi(productList, [])
    // @ts-expect-error a definition takes no options beside it
    useRestPageApi(productList, undefined, { pageSize: 5 })
    // @ts-expect-error a definition's own options are fixed: only enabled and holdUpdates go beside it
    useRestPageApi(productList, { pageSize: 5 })
  })
})

describe('a definition where another is expected', () => {
  it('is not assignable to a definition of another item type, filters or sorts', () => {
    const orderList = restList<Order>()('/api/orders')
    const takeProducts = (list: RestListDefinition<Product>) => list
    takeProducts(restList<Product>()('/api/products'))
    // @ts-expect-error a definition of orders where one of products is expected
    takeProducts(orderList)
    const takeFiltered = (list: RestListDefinition<Product, PageResponse<Product>, ProductFilters>) => list
    takeFiltered(productList)
    // @ts-expect-error its filters are other ones
    takeFiltered(restList<Product>()('/api/products', { defaultSearchParams: { owner: '' } }))
  })
})

describe('a definition in useInfiniteRestPageApi', () => {
  it('types the feed from it, with the feed-only options beside', () => {
    const feed = useInfiniteRestPageApi(productList, { maxPages: 5, syncToUrl: { pages: true } })
    expectTypeOf(feed).toEqualTypeOf<RestPageFeed<Product, PageResponse<Product>, ProductFilters, ProductSort>>()
    useInfiniteRestPageApi(productList, { keyset: keysetPaging(), revalidate: 'all' })
    useInfiniteRestPageApi(productList)
    void feed.query({ minPrice: 10 })
    // @ts-expect-error a misspelt filter key
    void feed.query({ titel: 'pen' })
    // @ts-expect-error a wrong value type
    void feed.query({ minPrice: '10' })
    // @ts-expect-error a misspelt sort field
    void feed.sortWith([{ property: 'prise', direction: 'asc' }])
    // @ts-expect-error list options belong in the definition, not beside it
    useInfiniteRestPageApi(productList, { pageSize: 5 })
  })
})

describe('a definition in prefetchList', () => {
  it('takes the definition and the settings, resolving with its page type', () => {
    const store = createRestPageStore()
    expectTypeOf(prefetchList(store, productList, { serverUrl: '?minPrice=10' })).toEqualTypeOf<
      Promise<ListPage<Product, PageResponse<Product>> | undefined>
    >()
    void prefetchList(store, productList)
    // @ts-expect-error the settings, not list options, follow a definition
    void prefetchList(store, productList, { pageSize: 5 })
  })
})
