import { describe, expectTypeOf, it } from 'vitest'
import { useInfiniteRestPageApi } from '../infinite/index.ts'
import { useRestPageApi, type ListFetchOptions, type RecordOperationOptions } from '../index.ts'

interface Product {
  id: string
  title: string
  price: number
}
const noProducts: Product[] = []

describe('the object forms of fetch and the record operations', () => {
  it('takes fetch({ page, size, sort, filters, replace, debounce }) beside the positional form', () => {
    const ds = useRestPageApi('/api/products', noProducts, { defaultSearchParams: { title: '' } })
    void ds.fetch({ page: 2, size: 5 })
    void ds.fetch({ sort: [{ property: 'price', direction: 'desc' }], filters: { title: 'pen' } })
    void ds.fetch({ page: 0, replace: true, debounce: 300 })
    void ds.fetch({})
    void ds.fetch(2, 5, [{ property: 'price', direction: 'desc' }], { title: 'pen' }, { replace: true })
    void ds.fetch()
    expectTypeOf(ds.fetch({ page: 1 })).toEqualTypeOf(ds.fetch(1))
  })

  it('refuses a misspelt key, a wrong value, a typed sort or filter it does not know, and both forms at once', () => {
    const ds = useRestPageApi('/api/products', noProducts, { defaultSearchParams: { title: '' } })
    // @ts-expect-error a misspelt key
    void ds.fetch({ pag: 1 })
    // @ts-expect-error the positional name is not a key of the object form
    void ds.fetch({ pageNo: 1 })
    // @ts-expect-error a page is a number
    void ds.fetch({ page: '1' })
    // @ts-expect-error a misspelt sort field
    void ds.fetch({ sort: [{ property: 'prise', direction: 'asc' }] })
    // @ts-expect-error a misspelt filter key
    void ds.fetch({ filters: { titel: 'pen' } })
    // @ts-expect-error one object, or positional arguments
    void ds.fetch({ page: 1 }, 5)
  })

  it('takes { updateItems } beside the boolean in get, save, update and remove, of a list and of a feed', () => {
    const ds = useRestPageApi<Product>('/api/products')
    const feed = useInfiniteRestPageApi<Product>('/api/products')
    for (const records of [ds, feed]) {
      void records.get('7', { updateItems: false })
      void records.save({ title: 'pen' }, { updateItems: false })
      void records.update({ id: '7', title: 'pen', price: 3 }, { updateItems: true })
      void records.remove(['7', '8'], {})
      void records.save({ title: 'pen' }, false)
      // @ts-expect-error a misspelt key
      void records.save({ title: 'pen' }, { updateItem: false })
      // @ts-expect-error updateItems is a boolean
      void records.remove('7', { updateItems: 'no' })
    }
  })

  it('exports the option types', () => {
    expectTypeOf<RecordOperationOptions>().toEqualTypeOf<{ updateItems?: boolean }>()
    expectTypeOf<ListFetchOptions['page']>().toEqualTypeOf<number | undefined>()
  })
})
