import { describe, expect, it } from 'vitest'
import { parseAsInteger } from '../../parsers/index.ts'
import { listArguments, restList } from './restList.ts'

interface Product {
  id: string
  title: string
}
const seed: Product[] = [{ id: '1', title: 'first' }]
const options = { pageSize: 10, defaultSearchParams: { title: '', minPrice: parseAsInteger } }

describe('restList', () => {
  it('returns a frozen plain object of the url and the options, defaultValue beside them', () => {
    const list = restList<Product>()('/api/products', { ...options, defaultValue: seed })
    expect(list).toEqual({ url: '/api/products', options, defaultValue: seed })
    expect(Object.isFrozen(list)).toBe(true)
    expect(Object.isFrozen(list.options)).toBe(true)
    expect(Object.getPrototypeOf(list)).toBe(Object.prototype)
    expect(list.defaultValue).toBe(seed)
  })

  it('has no defaultValue key when none is given, and empty options when none are', () => {
    const list = restList<Product>()('/api/products')
    expect(Object.keys(list)).toEqual(['url', 'options'])
    expect(list.options).toEqual({})
  })
})

describe('listArguments', () => {
  const defined = restList<Product>()('/api/products', { ...options, defaultValue: seed })
  const bare = restList<Product>()('/api/products', options)

  it.each<[string, Parameters<typeof listArguments<Product, object>>, ReturnType<typeof listArguments>]>([
    ['a definition', [defined], ['/api/products', seed, defined.options]],
    ['a definition without defaultValue', [bare], ['/api/products', [], bare.options]],
    ['a url alone', ['/api/products'], ['/api/products', [], {}]],
    ['a url, items and options', ['/api/products', seed, options], ['/api/products', seed, options]],
    ['a url with undefined arguments', ['/api/products', undefined, undefined], ['/api/products', [], {}]],
  ])('reads %s as the url, the items and the options', (_, args, expected) => {
    expect(listArguments(...args)).toEqual(expected)
  })

  it("hands on a definition's own options object, the same on every call", () => {
    expect(listArguments(defined)[2]).toBe(defined.options)
    expect(listArguments(bare)[2]).toBe(listArguments(bare)[2])
    expect(listArguments('/api/products')[2]).toBe(listArguments('/api/products')[2])
    expect(listArguments('/api/products')[1]).toBe(listArguments(bare)[1])
  })

  it("gives a definition's options with a render's overrides, the same object while they stay equal", () => {
    const definition = restList<{ id: string }>()('/api/x', { pageSize: 5 })
    const [, , once] = listArguments(definition, { enabled: false })
    const [, , again] = listArguments(definition, { enabled: false })
    const [, , other] = listArguments(definition, { enabled: true, holdUpdates: true })
    expect(once).toEqual({ pageSize: 5, enabled: false })
    expect(again).toBe(once)
    expect(other).toEqual({ pageSize: 5, enabled: true, holdUpdates: true })
    expect(listArguments(definition, {})[2]).toBe(definition.options)
  })
})
