import { describe, expect, it } from 'vitest'
import { knownKeys } from './knownKeys.ts'

describe('knownKeys', () => {
  it.each([[{}], [{ page: 1 }], [{ page: 1, size: undefined }]])('accepts %j', (value) => {
    expect(knownKeys(value, ['page', 'size'], 'fetch()')).toBe(value)
  })

  it.each([
    [{ pag: 1 }, '"pag"'],
    [{ page: 1, pageNo: 2 }, '"pageNo"'],
    [{ updateItem: false }, '"updateItem"'],
  ])('refuses %j, naming the key, where, and what it takes', (value, key) => {
    expect(() => knownKeys(value, ['page', 'size'], 'fetch()')).toThrow(
      new TypeError(`[use-rest-page-api] fetch() takes no ${key} (it takes page, size)`),
    )
  })
})
