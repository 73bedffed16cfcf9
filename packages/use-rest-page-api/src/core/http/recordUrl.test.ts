import { describe, expect, it } from 'vitest'
import { baseOfListUrl, checkIds, recordUrl } from './recordUrl.ts'

describe('record urls', () => {
  it.each([
    ['/api/products', '1', '/api/products/1'],
    ['/api/products/', 7, '/api/products/7'],
    ['/api/products', '../admin', '/api/products/..%2Fadmin'],
    ['/api/products', 'a?b#c', '/api/products/a%3Fb%23c'],
    ['/api/products', '出差 1', '/api/products/%E5%87%BA%E5%B7%AE%201'],
  ])('puts id %j under %s as %s', (base, id, expected) => {
    expect(recordUrl(base, id)).toBe(expected)
  })

  it('joins several encoded ids with commas', () => {
    expect(recordUrl('/api/products', ['1', 'a/b', 3, 'c,d'])).toBe('/api/products/1,a%2Fb,3,c%2Cd')
  })

  it('drops the query string of a list url', () => {
    expect(baseOfListUrl('/api/products?type=a')).toBe('/api/products')
    expect(baseOfListUrl('/api/products')).toBe('/api/products')
  })

  it.each([[' 7'], ['7\t'], ['\u00017'], ['7\u001f'], ['\n7'], ['\u00a07']])(
    'refuses id %j, which Spring trims (String.trim strips every character up to U+0020)',
    (id) => {
      expect(() => checkIds([id, '1'], 'remove()', true)).toThrow(
        /remove\(\) refuses id .*Spring trims.*nothing was sent/,
      )
    },
  )

  it.each([['7'], ['a b'], ['出差'], ['\u007f7']])('takes id %j', (id) => {
    expect(() => checkIds([id], 'remove()', true)).not.toThrow()
  })
})
