import { describe, expectTypeOf, it } from 'vitest'
import type { FilterState, PageResponse, SearchParams, SortInfo } from '../core/types.ts'
import {
  parseAsArrayOf,
  parseAsBoolean,
  parseAsInteger,
  parseAsIsoDate,
  parseAsStringLiteral,
} from '../parsers/index.ts'
import {
  createRestPageStore,
  prefetchList,
  useRestPageApi,
  type RestPageApiOptions,
  type RestPageDataSource,
} from '../index.ts'

interface Product {
  id: string
  title: string
  price: number
  owner: { name: string }
}
const noProducts: Product[] = []

describe('typed sorts and filters of useRestPageApi', () => {
  it("takes the item's keys as sort properties, in defaultSort, sortWith, fetch and pagination", () => {
    const ds = useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'price', direction: 'desc' } })
    expectTypeOf(ds.pagination.sorts).toEqualTypeOf<SortInfo<'id' | 'title' | 'price' | 'owner'>[]>()
    void ds.sortWith([{ property: 'title', direction: 'asc' }])
    // @ts-expect-error a misspelt sort field
    useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'prise', direction: 'desc' } })
    // @ts-expect-error a misspelt sort field in a list of them
    useRestPageApi<Product>('/api/products', [], { defaultSort: [{ property: 'prise', direction: 'desc' }] })
    // @ts-expect-error a misspelt sort field
    void ds.sortWith([{ property: 'prise', direction: 'asc' }])
    // @ts-expect-error a misspelt sort field
    void ds.fetch(0, 15, [{ property: 'prise', direction: 'asc' }])
  })

  it('takes other sort names (a suffix style, a nested path) as the sort-field type argument', () => {
    type Sorts = 'cjsj' | 'owner.name'
    const ds = useRestPageApi<Product, PageResponse<Product>, SearchParams, Sorts>('/api/products', [], {
      defaultSort: { property: 'owner.name', direction: 'asc' },
    })
    void ds.sortWith([{ property: 'cjsj', direction: 'desc' }])
    expectTypeOf(ds.pagination.sorts).toEqualTypeOf<SortInfo<Sorts>[]>()
    // @ts-expect-error not one of the sort names given
    void ds.sortWith([{ property: 'price', direction: 'desc' }])
  })

  it('types the filters from defaultSearchParams when the hook infers its types', () => {
    const ds = useRestPageApi('/api/products', noProducts, {
      defaultSearchParams: { title: '', inStock: false, status: 'open' },
    })
    expectTypeOf(ds.searchParams).toEqualTypeOf<{
      title?: string | null | undefined
      inStock?: boolean | null | undefined
      status?: string | null | undefined
    }>()
    void ds.query({ title: 'pen', inStock: true })
    // `null` clears a filter, `undefined` leaves its default in force
    void ds.query({ title: null, status: undefined })
    void ds.setDefaultSearchParams({ status: 'closed' })
    // @ts-expect-error a misspelt filter key
    void ds.query({ titel: 'pen' })
    // @ts-expect-error a wrong value type
    void ds.query({ inStock: 'yes' })
    // @ts-expect-error a misspelt filter key in the new defaults
    void ds.setDefaultSearchParams({ statsu: 'closed' })
    // @ts-expect-error a misspelt filter key
    void ds.fetch(0, 15, [], { titel: 'pen' })
  })

  it("gives a filter its parser's type: number, boolean, array, date, one of a list", () => {
    const ds = useRestPageApi('/api/products', noProducts, {
      defaultSearchParams: {
        minPrice: parseAsInteger,
        inStock: parseAsBoolean.withDefault(true),
        tags: parseAsArrayOf(parseAsInteger),
        from: parseAsIsoDate,
        status: parseAsStringLiteral(['open', 'closed']).withDefault('open'),
      },
      syncToUrl: true,
    })
    expectTypeOf(ds.searchParams.minPrice).toEqualTypeOf<number | null | undefined>()
    expectTypeOf(ds.searchParams.inStock).toEqualTypeOf<boolean | null | undefined>()
    expectTypeOf(ds.searchParams.tags).toEqualTypeOf<number[] | null | undefined>()
    expectTypeOf(ds.searchParams.from).toEqualTypeOf<Date | null | undefined>()
    expectTypeOf(ds.searchParams.status).toEqualTypeOf<'open' | 'closed' | null | undefined>()
    expectTypeOf(ds.defaultSearchParams.status).toEqualTypeOf<'open' | 'closed' | null | undefined>()
    void ds.query({ minPrice: 10, from: new Date('2024-01-05'), tags: [1, 2] })
    // @ts-expect-error a number filter takes a number, not a string
    void ds.query({ minPrice: '10' })
    // @ts-expect-error not one of the literals
    void ds.query({ status: 'pending' })
    // @ts-expect-error a date filter takes a Date
    void ds.query({ from: '2024-01-05' })
  })

  it('checks a default against its parser', () => {
    useRestPageApi('/api/products', noProducts, {
      // @ts-expect-error an integer parser's default is a number
      defaultSearchParams: { minPrice: parseAsInteger.withDefault('10') },
    })
  })

  it('reads a default of null, undefined or [] as any filter value of that key, the key still checked', () => {
    const ds = useRestPageApi('/api/products', noProducts, {
      defaultSearchParams: { owner: null, tags: [] },
    })
    void ds.query({ owner: 7, tags: ['a', 'b'] })
    // @ts-expect-error a misspelt filter key
    void ds.query({ ownr: 7 })
  })

  it('takes the filter types as the third type argument, checking the defaults and their parsers', () => {
    interface Filters {
      title: string
      minPrice: number
    }
    const ds = useRestPageApi<Product, PageResponse<Product>, Filters>('/api/products', [], {
      defaultSearchParams: { title: '', minPrice: parseAsInteger },
    })
    expectTypeOf(ds.searchParams).toEqualTypeOf<FilterState<Filters>>()
    expectTypeOf(ds).toEqualTypeOf<RestPageDataSource<Product, PageResponse<Product>, Filters>>()
    // @ts-expect-error a misspelt filter key
    void ds.query({ titel: 'pen' })
    useRestPageApi<Product, PageResponse<Product>, Filters>('/api/products', [], {
      // @ts-expect-error the parser reads booleans, the filter is a number
      defaultSearchParams: { minPrice: parseAsBoolean },
    })
    // @ts-expect-error no such filter
    useRestPageApi<Product, PageResponse<Product>, Filters>('/api/products', [], { defaultSearchParams: { max: 1 } })
  })

  it('keeps filters open with the item type alone, sorts typed', () => {
    const ds = useRestPageApi<Product>('/api/products', [], {
      defaultSearchParams: { title: '', minPrice: parseAsInteger },
    })
    expectTypeOf(ds.searchParams).toEqualTypeOf<SearchParams>()
    void ds.query({ anything: 1 })
  })

  it('compiles as before without types: any filter, any sort property', () => {
    const ds = useRestPageApi('/api/products', [], {
      defaultSearchParams: { title: '' },
      defaultSort: { property: 'whatever', direction: 'asc' },
    })
    expectTypeOf(ds.searchParams).toEqualTypeOf<SearchParams>()
    void ds.query({ other: 1, title: 7 })
    void ds.sortWith([{ property: 'any', direction: 'desc' }])
    const untyped = useRestPageApi('/api/products')
    expectTypeOf(untyped.pagination.sorts).toEqualTypeOf<SortInfo[]>()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const anyItems = useRestPageApi<any>('/api/products', [], { defaultSort: { property: 'x', direction: 'asc' } })
    void anyItems.query({ other: 1 })
  })

  it("takes a typed list's options in prefetchList, as a server prefetches its first page", () => {
    const options = {
      defaultSearchParams: { title: '', minPrice: parseAsInteger },
      defaultSort: { property: 'price', direction: 'desc' },
      syncToUrl: true,
    } satisfies RestPageApiOptions<Product, PageResponse<Product>, { title: string; minPrice: number }>
    void prefetchList(createRestPageStore(), '/api/products', options, { serverUrl: '?minPrice=10' })
    expectTypeOf(useRestPageApi('/api/products', noProducts, options).searchParams.minPrice).toEqualTypeOf<
      number | null | undefined
    >()
  })

  it('types a data source prop loosely by default, so a typed list is passed where filters are not named', () => {
    const take = (ds: RestPageDataSource<Product>) => ds
    take(useRestPageApi<Product>('/api/products'))
  })
})
