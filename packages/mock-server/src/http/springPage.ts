/** The JSON shapes in which Spring answers a page of records. */
export type PageShape = 'page' | 'pagedModel' | 'hal' | 'slice' | 'slicedModel'

/**
 * One page of `records` as Spring writes it in `shape`:
 * - `page`: `PageImpl`'s default JSON (Spring Data's `Page`), with `pageable`, `sort`, `first`, `last`,
 *   `numberOfElements` and `empty` besides spec A's `content`, `number`, `size`, `totalElements`, `totalPages`;
 * - `pagedModel`: `PagedModel` (`@EnableSpringDataWebSupport(pageSerializationMode = VIA_DTO)`, Spring Data 3.3+),
 *   `{ content, page: { size, number, totalElements, totalPages } }`;
 * - `hal`: Spring Data REST, `{ _embedded: { <rel>: [...] }, _links, page }`, with no `_embedded` when the page is
 *   empty, and `first`, `prev`, `next`, `last` links as Spring Data REST gives them;
 * - `slice`: a `Slice`, `PageImpl`'s fields without `totalElements` and `totalPages`;
 * - `slicedModel`: Spring HATEOAS's `SlicedModel` (`SlicedResourcesAssembler`, Spring Data 3.1+),
 *   `{ _embedded: { <rel>: [...] }, _links: { self, prev?, next? }, page: { size, number } }`: no totals, no `last`,
 *   a next page only by its `next` link.
 * `number` is zero-based in every shape, also for a one-indexed server (Spring writes it so).
 */
export function springPage<T>(
  shape: PageShape,
  records: readonly T[],
  page: number,
  size: number,
  hal: { rel: string; url: URL } = { rel: 'items', url: new URL('http://mock/') },
) {
  const content = records.slice(page * size, page * size + size)
  const totalElements = records.length
  const totalPages = Math.ceil(totalElements / size)
  const counts = { size, number: page, totalElements, totalPages }
  if (shape === 'pagedModel') return { content, page: counts }
  if (shape === 'slicedModel') {
    const link = (p: number) => {
      const url = new URL(hal.url)
      url.searchParams.set('page', String(p))
      url.searchParams.set('size', String(size))
      return { href: url.href }
    }
    return slicedModel(
      hal,
      content,
      { size, number: page },
      page > 0 ? link(page - 1) : undefined,
      (page + 1) * size < totalElements ? link(page + 1) : undefined,
    )
  }
  if (shape === 'hal') {
    const link = (p: number) => {
      const url = new URL(hal.url)
      url.searchParams.set('page', String(p))
      url.searchParams.set('size', String(size))
      return { href: url.pathname + url.search }
    }
    return {
      ...(content.length > 0 && { _embedded: { [hal.rel]: content } }),
      _links: {
        ...(totalPages > 0 && { first: link(0) }),
        ...(page > 0 && { prev: link(page - 1) }),
        self: { href: hal.url.pathname + hal.url.search },
        ...(page + 1 < totalPages && { next: link(page + 1) }),
        ...(totalPages > 0 && { last: link(totalPages - 1) }),
      },
      page: counts,
    }
  }
  const sort = { empty: true, sorted: false, unsorted: true }
  const slice = {
    content,
    pageable: { pageNumber: page, pageSize: size, sort, offset: page * size, paged: true, unpaged: false },
    first: page === 0,
    last: (page + 1) * size >= totalElements,
    size,
    number: page,
    sort,
    numberOfElements: content.length,
    empty: content.length === 0,
  }
  return shape === 'slice' ? slice : { ...slice, totalElements, totalPages }
}

/**
 * Spring HATEOAS's `SlicedModel`: the records under `_embedded.<rel>` (none when empty), `self`, `prev` and `next`
 * links (absolute, as Spring writes them), and `page: { size, number }` with no totals.
 */
export function slicedModel<T>(
  hal: { rel: string; url: URL },
  content: readonly T[],
  page: { size: number; number: number },
  prev?: { href: string },
  next?: { href: string },
) {
  return {
    ...(content.length > 0 && { _embedded: { [hal.rel]: content } }),
    _links: { ...(prev && { prev }), self: { href: hal.url.href }, ...(next && { next }) },
    page,
  }
}
