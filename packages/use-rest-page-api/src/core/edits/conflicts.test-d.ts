import { expectTypeOf, it } from 'vitest'
import { restList, useRestConflicts, type RestConflict } from '../../index.ts'

interface Product {
  id: string
  title: string
  version: number
}

it("types versionField as one of the item's keys, onConflict as its three modes, and a conflict's records", () => {
  restList<Product>()('/api/products', { versionField: 'version', onConflict: 'ask' })
  // @ts-expect-error not a key of Product
  restList<Product>()('/api/products', { versionField: 'versoin' })
  // @ts-expect-error not a mode
  restList<Product>()('/api/products', { onConflict: 'last-wins' })
  expectTypeOf(useRestConflicts<Product>).returns.toEqualTypeOf<readonly RestConflict<Product>[]>()
  const conflict = {} as RestConflict<Product>
  expectTypeOf(conflict.server).toEqualTypeOf<Product | undefined>()
  expectTypeOf(conflict.resolve).toBeCallableWith('client')
  expectTypeOf(conflict.resolve).toBeCallableWith({ id: '1', title: 'merged', version: 1 })
  // @ts-expect-error neither a choice nor a record
  conflict.resolve('mine')
})
