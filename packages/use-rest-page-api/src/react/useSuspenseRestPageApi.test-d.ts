import { describe, expectTypeOf, it } from 'vitest'
import type { FilterState, PageResponse } from '../core/types.ts'
import { restList, useSuspenseRestPageApi, type RestPageDataSource } from '../index.ts'
import { useSuspenseInfiniteRestPageApi, type RestPageFeed } from '../infinite/index.ts'

interface Product {
  id: string
  title: string
  price: number
}
type Filters = { title: string; inStock: boolean }
const productList = restList<Product>()('/api/products', { defaultSearchParams: { title: '', inStock: false } })

describe('the suspense hooks', () => {
  it('type a list from a definition as useRestPageApi does, and refuse a misspelt filter', () => {
    const list = useSuspenseRestPageApi(productList)
    expectTypeOf(list).toEqualTypeOf<RestPageDataSource<Product, PageResponse<Product>, Filters, keyof Product>>()
    expectTypeOf(list.searchParams).toEqualTypeOf<FilterState<Filters>>()
    // @ts-expect-error a misspelt filter key
    void list.query({ titel: 'pen' })
    // @ts-expect-error a sort property that is not a key of the item
    void list.sortWith([{ property: 'owner', direction: 'asc' }])
  })

  it('take the three-argument form, and a definition with feed options for a feed', () => {
    expectTypeOf(useSuspenseRestPageApi<Product>('/api/products', [], { pageSize: 5 }).items).toEqualTypeOf<Product[]>()
    const feed = useSuspenseInfiniteRestPageApi(productList, { maxPages: 3 })
    expectTypeOf(feed).toEqualTypeOf<RestPageFeed<Product, PageResponse<Product>, Filters, keyof Product>>()
    // @ts-expect-error a feed option a list definition's feed does not know
    useSuspenseInfiniteRestPageApi(productList, { pageSize: 5 })
  })
})
