import { expect, it } from 'vitest'
import { springPageable } from './springPageable.ts'

const asc = (property: string, ignoreCase = false) => ({ property, direction: 'asc', ignoreCase })
const desc = (property: string, ignoreCase = false) => ({ property, direction: 'desc', ignoreCase })

// Spring Data's PageableHandlerMethodArgumentResolverSupport and SortHandlerMethodArgumentResolverSupport with the
// default settings (page 0, size 20, max size 2000, `,` between a sort's elements).
it.each([
  ['/api/x', { page: 0, size: 20, sort: [] }],
  ['/api/x?size=15&page=2', { page: 2, size: 15, sort: [] }],
  ['/api/x?page=-3&size=0', { page: 0, size: 20, sort: [] }],
  ['/api/x?page=abc&size=abc', { page: 0, size: 20, sort: [] }],
  ['/api/x?page=%20&size=', { page: 0, size: 20, sort: [] }],
  ['/api/x?page=%2B4&size=5000', { page: 4, size: 2000, sort: [] }],
  // A query string's `+` is a space, which Integer.parseInt refuses.
  ['/api/x?page=+4', { page: 0, size: 20, sort: [] }],
  ['/api/x?page=99999999999', { page: 0, size: 20, sort: [] }],
  ['/api/x?sort=price,desc', { page: 0, size: 20, sort: [desc('price')] }],
  ['/api/x?sort=price%2Cdesc&sort=title', { page: 0, size: 20, sort: [desc('price'), asc('title')] }],
  ['/api/x?sort=a,b,DESC', { page: 0, size: 20, sort: [desc('a'), desc('b')] }],
  ['/api/x?sort=title,asc,IgnoreCase', { page: 0, size: 20, sort: [asc('title', true)] }],
  ['/api/x?sort=title,ignorecase', { page: 0, size: 20, sort: [asc('title', true)] }],
  ['/api/x?sort=desc&sort=..,price&sort=', { page: 0, size: 20, sort: [asc('price')] }],
])('reads %s as Spring does', (url, expected) => {
  expect(springPageable(url)).toEqual(expected)
  expect(springPageable(new URL(url, 'http://localhost:3000'))).toEqual(expected)
})
