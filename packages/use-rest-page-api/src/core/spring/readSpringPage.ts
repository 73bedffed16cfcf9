import { DEV } from '../http/dev.ts'
import type { PageResponse } from '../types.ts'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value)
const describe = (value: unknown) =>
  Array.isArray(value)
    ? 'an array'
    : isObject(value)
      ? `an object with keys ${Object.keys(value).slice(0, 8).join(', ') || 'none'}`
      : value === null
        ? 'null'
        : typeof value

/**
 * Reads a list answer in any of Spring's page shapes into the page envelope of spec A, or throws a `TypeError` that
 * says what it found:
 * - `PageImpl` (Spring Data's default JSON): `{ content, number, size, totalElements, totalPages, ... }`;
 * - `PagedModel` (`pageSerializationMode = VIA_DTO`, recommended since Spring Data 3.3):
 *   `{ content, page: { size, number, totalElements, totalPages } }`;
 * - HAL (Spring Data REST): `{ _embedded: { <rel>: [...] }, _links, page: { ... } }`, with no `_embedded` when the
 *   page is empty;
 * - `Slice`: `{ content, number, size, first, last, numberOfElements }`, no totals: `last` says whether a page
 *   follows, and `totalElements` is left out;
 * - `SlicedModel` (Spring HATEOAS, `SlicedResourcesAssembler`): `{ _embedded, _links, page: { size, number } }`, no
 *   totals and no `last`: a page follows when there is a `next` link;
 * - a keyset window: `{ content, hasNext, nextCursor }`, read as a `Slice` (`last: !hasNext`).
 * The `next` and `prev` links of a HAL answer are kept (`links`), for the list's moves to follow.
 * The records are not checked here (the hook checks each is an object).
 *
 * @example
 * readSpringPage({ content: [{ id: 1 }], page: { size: 15, number: 0, totalElements: 1, totalPages: 1 } })
 * // { content: [{ id: 1 }], number: 0, size: 15, totalElements: 1, totalPages: 1 }
 * readSpringPage({ _links: { self: { href: '/products' } }, page: { size: 15, number: 0, totalElements: 0, totalPages: 0 } })
 * // { content: [], number: 0, size: 15, totalElements: 0, totalPages: 0 }
 */
export function readSpringPage<TItem = unknown>(body: unknown): PageResponse<TItem> {
  if (!isObject(body)) throw new TypeError(`is not a page${DEV ? ` (got ${describe(body)})` : ''}`)
  const meta = isObject(body.page) ? body.page : undefined
  let content = body.content
  if (content === undefined && meta && (body._embedded !== undefined || body._links !== undefined)) {
    // HAL: the one array under `_embedded` (its name is the collection's rel), none at all on an empty page.
    const embedded = body._embedded ?? {}
    const arrays = isObject(embedded) ? Object.values(embedded).filter(Array.isArray) : []
    if (!isObject(embedded) || arrays.length > 1)
      throw new TypeError(`"_embedded" must hold one array of records${DEV ? `, got ${describe(embedded)}` : ''}`)
    content = arrays[0] ?? []
  }
  if (!Array.isArray(content)) {
    throw new TypeError(
      `is not a Spring page: "content" must be an array${DEV ? `, got ${content === undefined ? `nothing (the body is ${describe(body)})` : JSON.stringify(content)}` : ''}`,
    )
  }
  const counts = meta ?? body
  const page: PageResponse<TItem> = { content: content as TItem[] }
  // [field, least value]; each may be absent except the total, which a Slice replaces with `last`.
  for (const [field, min] of [
    ['totalElements', 0],
    ['size', 1],
    ['number', 0],
    ['totalPages', 0],
  ] as const) {
    const value = counts[field]
    if (value == null) continue
    if (!Number.isInteger(value) || (value as number) < min)
      throw new TypeError(`"${field}" must be an integer >= ${min}, got ${JSON.stringify(value)}`)
    page[field] = value as number
  }
  const links = isObject(body._links) ? body._links : undefined
  /** A link's href, when it is one (a string of a sane length). */
  const href = (rel: string) => {
    const link = links?.[rel]
    return isObject(link) && typeof link.href == 'string' && link.href.length <= 8192 ? link.href : undefined
  }
  if (typeof body.last == 'boolean') page.last = body.last
  else if (typeof body.hasNext == 'boolean') page.last = !body.hasNext
  // A SlicedModel: no totals, no `last`; its `next` link says a page follows.
  else if (links && meta && page.totalElements === undefined) page.last = !href('next')
  const next = href('next')
  const prev = href('prev')
  if (next || prev) page.links = { ...(next && { next }), ...(prev && { prev }) }
  if (page.totalElements === undefined && page.last === undefined)
    throw new TypeError(
      `"totalElements" must be an integer >= 0, got nothing${DEV ? ' (and no "last" as a Slice has)' : ''}`,
    )
  return page
}
