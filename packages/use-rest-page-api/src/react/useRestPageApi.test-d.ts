import { describe, expectTypeOf, it } from 'vitest'
import type { PageInfo, PageResponse, RecordId, SortInfo } from '../core/types.ts'
import type { RestError } from '../core/http/RestError.ts'
import useRestPageApiDefault, { useRestPageApi, type RestPageDataSource } from '../index.ts'

interface Product {
  id: string
  title: string
  price: number
}

describe('useRestPageApi types', () => {
  it('is exported by name and as default', () => {
    expectTypeOf(useRestPageApiDefault).toEqualTypeOf(useRestPageApi)
  })

  it('types a data source prop with the item type alone, its raw page defaulting as the hook does', () => {
    const ds = useRestPageApi<Product>('/api/products')
    const prop: RestPageDataSource<Product> = ds
    expectTypeOf(prop).toEqualTypeOf<typeof ds>()
    expectTypeOf(prop.rawResponse).toEqualTypeOf<PageResponse<Product> | undefined>()
  })

  it('types items, pagination and the record operations from the item type', () => {
    const ds = useRestPageApi<Product>('/api/products')
    expectTypeOf(ds.items).toEqualTypeOf<Product[]>()
    expectTypeOf(ds.pagination).toEqualTypeOf<PageInfo<'id' | 'title' | 'price'>>()
    expectTypeOf(ds.pagination.sorts).toEqualTypeOf<SortInfo<'id' | 'title' | 'price'>[]>()
    expectTypeOf(ds.rawResponse).toEqualTypeOf<PageResponse<Product> | undefined>()
    expectTypeOf(ds.get).returns.toEqualTypeOf<Promise<Product>>()
    expectTypeOf(ds.save).parameter(0).toEqualTypeOf<Partial<Product>>()
    expectTypeOf(ds.update).parameter(0).toEqualTypeOf<Product>()
    expectTypeOf(ds.remove).parameter(0).toEqualTypeOf<RecordId | readonly RecordId[]>()
    expectTypeOf(ds.error).toEqualTypeOf<RestError | Error | undefined>()
    expectTypeOf(ds.getItemById).returns.toEqualTypeOf<Product | undefined>()
  })

  it('accepts both forms of setItem, with the field type checked', () => {
    const ds = useRestPageApi<Product>('/api/products')
    ds.setItem('1', 'price', 3)
    ds.setItem('1', { title: 'x' })
    // @ts-expect-error a price is a number
    ds.setItem('1', 'price', 'three')
    // @ts-expect-error no such field
    ds.setItem('1', 'colour', 'red')
    // @ts-expect-error no such field in a patch
    ds.setItem('1', { colour: 'red' })
  })

  it('types the raw response through transformListResponse', () => {
    interface V2 {
      data: Product[]
      page: { total: number }
    }
    const ds = useRestPageApi<Product, V2>('/api/v2/products', [], {
      transformListResponse: (res) => {
        expectTypeOf(res).toEqualTypeOf<V2>()
        return { content: res.data, totalElements: res.page.total }
      },
    })
    expectTypeOf(ds.rawResponse).toEqualTypeOf<V2 | undefined>()
  })

  it('rejects options that do not fit', () => {
    // @ts-expect-error keyName must be a property of the item
    useRestPageApi<Product>('/api/products', [], { keyName: 'uuid' })
    // @ts-expect-error directions are asc or desc
    useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'price', direction: 'up' } })
    // @ts-expect-error pageSize is a number
    useRestPageApi<Product>('/api/products', [], { pageSize: '15' })
    // @ts-expect-error the default value holds items
    useRestPageApi<Product>('/api/products', [{ id: 1 }])
    // @ts-expect-error transformListResponse must return a page envelope
    useRestPageApi<Product>('/api/products', [], { transformListResponse: () => ({ rows: [] }) })
    const ds = useRestPageApi<Product>('/api/products')
    // @ts-expect-error sortWith takes SortInfo objects
    ds.sortWith(['price,desc'])
  })

  it('lets transforms be async', () => {
    useRestPageApi<Product>('/api/products', [], {
      transformListRequest: async () => 'size=1',
      transformSaveRequest: async (data, headers) => {
        expectTypeOf(headers).toEqualTypeOf<Headers>()
        return data
      },
      transformRemoveResponse: async () => {},
    })
  })
})
