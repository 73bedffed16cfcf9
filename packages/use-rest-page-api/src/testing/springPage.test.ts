import { expect, it } from 'vitest'
import { springPage, springPagedModel } from './springPage.ts'

const unsorted = { empty: true, sorted: false, unsorted: true }

it("writes a controller's PageImpl as Spring Boot's Jackson does", () => {
  expect(springPage(['a', 'b'], { page: 1, size: 2, total: 5, sorted: true })).toEqual({
    content: ['a', 'b'],
    pageable: {
      pageNumber: 1,
      pageSize: 2,
      sort: { empty: false, sorted: true, unsorted: false },
      offset: 2,
      paged: true,
      unpaged: false,
    },
    last: false,
    totalElements: 5,
    totalPages: 3,
    first: false,
    size: 2,
    number: 1,
    sort: { empty: false, sorted: true, unsorted: false },
    numberOfElements: 2,
    empty: false,
  })
})

it.each([
  // [content, options, number, size, totalElements, totalPages, first, last]
  [['a'], {}, 0, 20, 1, 1, true, true],
  [[], {}, 0, 20, 0, 0, true, true],
  [[], { page: 3, size: 10, total: 12 }, 3, 10, 12, 2, false, true],
  [['a', 'b'], { page: 2, size: 5 }, 2, 5, 12, 3, false, true],
  // PageImpl raises a total too small for a page with records.
  [['a', 'b'], { page: 1, size: 5, total: 3 }, 1, 5, 7, 2, false, true],
  [['a'], { size: 1, total: 4 }, 0, 1, 4, 4, true, false],
])('counts %j with %j as PageImpl does', (content, options, number, size, total, pages, first, last) => {
  const page = springPage(content, options)
  expect([page.number, page.size, page.totalElements, page.totalPages, page.first, page.last]).toEqual([
    number,
    size,
    total,
    pages,
    first,
    last,
  ])
  expect([page.numberOfElements, page.empty, page.sort]).toEqual([content.length, !content.length, unsorted])
  expect(springPagedModel(content, options)).toEqual({
    content,
    page: { size, number, totalElements: total, totalPages: pages },
  })
})

it.each([
  [['a', 'b', 'c'], { size: 2 }, 'springPage: 3 records do not fit a page of size 2'],
  [[], { page: -1 }, 'springPage: page must be a whole number of at least 0 (got -1)'],
  [[], { size: 0 }, 'springPage: size must be a whole number of at least 1 (got 0)'],
  [[], { total: 1.5 }, 'springPage: total must be a whole number of at least 0 (got 1.5)'],
])('refuses %j with %j, saying why', (content, options, message) => {
  expect(() => springPage(content, options)).toThrow(`[use-rest-page-api] ${message}`)
})
