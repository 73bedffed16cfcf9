import { describe, expectTypeOf, it } from 'vitest'
import { useRestPageApi } from '../index.ts'
import { parseAsInteger } from '../parsers/index.ts'
import type { SortInfo } from '../core/types.ts'
import { fromSortingState, restPageTableOptions, type RestPageTableOptions } from './index.ts'

interface Product {
  id: string
  title: string
  price: number
}
const noProducts: Product[] = []

describe('restPageTableOptions with typed lists', () => {
  it('takes a list with typed filters and sorts', () => {
    const products = useRestPageApi('/api/products', noProducts, { defaultSearchParams: { minPrice: parseAsInteger } })
    expectTypeOf(restPageTableOptions(products)).toEqualTypeOf<RestPageTableOptions<Product>>()
  })

  it("gives the table's sorting back as the sort type asked for", () => {
    expectTypeOf(fromSortingState([])).toEqualTypeOf<SortInfo[]>()
    expectTypeOf(fromSortingState<'price' | 'title'>([])).toEqualTypeOf<SortInfo<'price' | 'title'>[]>()
  })
})
