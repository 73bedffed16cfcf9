import { PREFIX } from '../core/http/RestError.ts'
import { SPRING_DEFAULT_PAGE_SIZE } from './springPageable.ts'

/** Where a page sits and how many records there are in all, as a controller's `new PageImpl<>(content, pageable, total)`. */
export interface SpringPageOptions {
  /** Zero-based page number. Default: `0`. */
  page?: number
  /** Page size (the `Pageable`'s, not the number of records on the page). Default: `20`, Spring Data's default. */
  size?: number
  /**
   * Records in all. Default: the records up to this page (`page * size + content.length`): the page is the last one.
   * As `PageImpl` does, a total too small for a page that has records is raised to `page * size + content.length`.
   */
  total?: number
  /** The page is sorted: `sort.sorted` in the JSON (Spring writes no properties there). Default: `false`. */
  sorted?: boolean
}

/** A Spring Data `Sort` as Jackson writes it inside a `PageImpl`. */
export interface SpringSortJson {
  empty: boolean
  sorted: boolean
  unsorted: boolean
}

/** `PageImpl`'s JSON, as Spring Boot writes a `Page<T>` a controller returns (Spring Data's default, `DIRECT`). */
export interface SpringPageJson<TItem> {
  content: TItem[]
  pageable: {
    pageNumber: number
    pageSize: number
    sort: SpringSortJson
    offset: number
    paged: true
    unpaged: false
  }
  last: boolean
  totalElements: number
  totalPages: number
  first: boolean
  size: number
  number: number
  sort: SpringSortJson
  numberOfElements: number
  empty: boolean
}

/** `PagedModel`'s JSON (`@EnableSpringDataWebSupport(pageSerializationMode = VIA_DTO)`, Spring Data 3.3+). */
export interface SpringPagedModelJson<TItem> {
  content: TItem[]
  page: { size: number; number: number; totalElements: number; totalPages: number }
}

/** Checks the options and works out the page's counts as `PageImpl` does. */
function counts(content: readonly unknown[], options: SpringPageOptions, where: string) {
  const { page = 0, size = SPRING_DEFAULT_PAGE_SIZE } = options
  const whole = (name: string, value: number, min: number) => {
    if (!Number.isSafeInteger(value) || value < min)
      throw new RangeError(`${PREFIX}${where}: ${name} must be a whole number of at least ${min} (got ${value})`)
  }
  whole('page', page, 0)
  whole('size', size, 1)
  if (content.length > size)
    throw new RangeError(`${PREFIX}${where}: ${content.length} records do not fit a page of size ${size}`)
  const offset = page * size
  let total = options.total ?? offset + content.length
  whole('total', total, 0)
  // PageImpl's own correction: a page with records knows at least the records up to it.
  if (content.length && offset + size > total) total = offset + content.length
  return { page, size, offset, total, totalPages: Math.ceil(total / size) }
}

/**
 * One page of records as Spring Boot writes a `Page<T>` (`PageImpl`, spring-data-commons): `content` with
 * `number`, `size`, `totalElements` and `totalPages`, and what Jackson adds (`pageable`, `sort`, `first`, `last`,
 * `numberOfElements`, `empty`). `content` is the page's records, not the whole collection. For an msw handler of
 * your own; `createSpringCollection` answers with it.
 *
 * @example
 * http.get('/api/products', () => Response.json(springPage([{ id: 1, title: 'Pen' }], { size: 15, total: 31 })))
 * // { content: [...], number: 0, size: 15, totalElements: 31, totalPages: 3, first: true, last: false, ... }
 */
export function springPage<TItem>(content: readonly TItem[], options: SpringPageOptions = {}): SpringPageJson<TItem> {
  const { page, size, offset, total, totalPages } = counts(content, options, 'springPage')
  const sorted = !!options.sorted
  const sort = { empty: !sorted, sorted, unsorted: !sorted }
  return {
    content: [...content],
    pageable: { pageNumber: page, pageSize: size, sort, offset, paged: true, unpaged: false },
    last: page + 1 >= totalPages,
    totalElements: total,
    totalPages,
    first: page === 0,
    size,
    number: page,
    sort,
    numberOfElements: content.length,
    empty: content.length === 0,
  }
}

/**
 * One page of records as Spring Boot writes a `PagedModel` (spring-data-commons `PagedModel`, what
 * `pageSerializationMode = VIA_DTO` writes for a `Page<T>`): `{ content, page: { size, number, totalElements,
 * totalPages } }`. The options are `springPage`'s.
 *
 * @example
 * springPagedModel([{ id: 1, title: 'Pen' }], { size: 15, total: 31 })
 * // { content: [{ id: 1, title: 'Pen' }], page: { size: 15, number: 0, totalElements: 31, totalPages: 3 } }
 */
export function springPagedModel<TItem>(
  content: readonly TItem[],
  options: SpringPageOptions = {},
): SpringPagedModelJson<TItem> {
  const { page, size, total, totalPages } = counts(content, options, 'springPagedModel')
  return { content: [...content], page: { size, number: page, totalElements: total, totalPages } }
}
