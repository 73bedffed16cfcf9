import { describe, expectTypeOf, it } from 'vitest'
import type { SearchParams, SortInfo } from '../core/types.ts'
import { parseAsInteger } from '../parsers/index.ts'
import { useInfiniteRestPageApi } from './index.ts'

interface Product {
  id: string
  title: string
  price: number
}
const noProducts: Product[] = []

describe('typed sorts and filters of useInfiniteRestPageApi', () => {
  it("takes the item's keys as sort properties", () => {
    const feed = useInfiniteRestPageApi<Product>('/api/products', [], {
      defaultSort: { property: 'price', direction: 'desc' },
    })
    expectTypeOf(feed.pagination.sorts).toEqualTypeOf<SortInfo<'id' | 'title' | 'price'>[]>()
    // @ts-expect-error a misspelt sort field
    useInfiniteRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'prise', direction: 'desc' } })
    // @ts-expect-error a misspelt sort field
    void feed.sortWith([{ property: 'prise', direction: 'asc' }])
  })

  it('types the filters from defaultSearchParams and their parsers', () => {
    const feed = useInfiniteRestPageApi('/api/products', noProducts, {
      defaultSearchParams: { title: '', minPrice: parseAsInteger },
      syncToUrl: { pages: true },
    })
    expectTypeOf(feed.searchParams.minPrice).toEqualTypeOf<number | null | undefined>()
    void feed.query({ title: 'pen', minPrice: 10 })
    // @ts-expect-error a misspelt filter key
    void feed.query({ titel: 'pen' })
    // @ts-expect-error a wrong value type
    void feed.query({ minPrice: '10' })
    // @ts-expect-error a misspelt filter key
    void feed.setDefaultSearchParams({ titel: '' })
  })

  it('compiles as before without types', () => {
    const feed = useInfiniteRestPageApi('/api/products', [], { defaultSearchParams: { title: '' } })
    expectTypeOf(feed.searchParams).toEqualTypeOf<SearchParams>()
    void feed.query({ other: 1 })
    void feed.sortWith([{ property: 'any', direction: 'asc' }])
  })
})
