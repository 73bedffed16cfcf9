import { describe, expectTypeOf, it } from 'vitest'
import { RestPageApiProvider, type RestPageApiProviderProps } from '../index.ts'
import { createRestPageStore, prefetchList, type ListPage, type RestPageApiSettings } from './index.ts'

interface Product {
  id: string
  title: string
}

describe('prefetchList types', () => {
  it('takes the settings the provider takes: one object for the server call and the client provider', () => {
    expectTypeOf(prefetchList).parameter(3).toEqualTypeOf<RestPageApiSettings | undefined>()
    const settings = { headers: { Authorization: 'Bearer t' }, timeoutMs: 10_000, serverUrl: '/products?page=1' }
    expectTypeOf(settings).toExtend<RestPageApiSettings>()
    expectTypeOf({ ...settings, children: null }).toExtend<RestPageApiProviderProps>()
    expectTypeOf(RestPageApiProvider).parameter(0).toExtend<RestPageApiSettings>()
  })

  it('resolves with the page of the item type, or undefined', () => {
    const page = prefetchList<Product, unknown>(createRestPageStore(), '/api/products', { syncToUrl: true })
    expectTypeOf(page).resolves.toEqualTypeOf<ListPage<Product, unknown> | undefined>()
  })

  it('has no search field any more: the address is serverUrl', () => {
    // @ts-expect-error `search` became the provider's `serverUrl`
    void prefetchList(createRestPageStore(), '/api/products', {}, { search: '?page=2' })
    // @ts-expect-error the settings are the fourth argument itself, not a `settings` field of it
    void prefetchList(createRestPageStore(), '/api/products', {}, { settings: { timeoutMs: 1 } })
  })
})
