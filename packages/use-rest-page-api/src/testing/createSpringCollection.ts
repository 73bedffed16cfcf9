import { PREFIX } from '../core/http/RestError.ts'
import type { RecordId } from '../core/types.ts'
import { springError } from './springError.ts'
import { springPage, springPagedModel } from './springPage.ts'
import { springPageable, type SpringOrder } from './springPageable.ts'

/** A request as the collection received it, for a test to assert on. */
export interface ReceivedRequest {
  method: string
  /** Path and query string, percent-decoded as the server reads them: `/api/products?size=15&page=0&sort=price,desc`. */
  path: string
  /** The whole url as sent (`url.searchParams.getAll('sort')`). */
  url: URL
  /** The JSON body (`undefined` without one; the text when it is not JSON). */
  body: unknown
}

/** How a `createSpringCollection` answers. */
export interface SpringCollectionOptions<TItem> {
  /** The property holding each record's id, as the list's `keyName`. Default: `'id'`. */
  keyName?: keyof TItem & string
  /**
   * The properties a `sort` may name; any other answers 400 (as an app whose `@ControllerAdvice` maps Spring Data's
   * `PropertyReferenceException` to 400; Spring Boot alone answers 500). Default: every property the records have.
   */
  sortable?: readonly (keyof TItem & string)[]
  /**
   * Which records a list request keeps, given its parameters (`page`, `size` and `sort` included): a controller's
   * filters. Default: each parameter other than `page`, `size` and `sort` that names a property of the records keeps
   * those whose value, as text, equals one of its values (`status=a&status=b`: either); an empty value, and a
   * parameter naming no property, are ignored.
   *
   * @example
   * filter: (product, params) => product.title.toLowerCase().includes(params.get('title')?.toLowerCase() ?? '')
   */
  filter?: (item: TItem, params: URLSearchParams) => boolean
  /** The JSON of a page: `'PageImpl'` (Spring's default) or `'PagedModel'` (`VIA_DTO`). Default: `'PageImpl'`. */
  shape?: 'PageImpl' | 'PagedModel'
  /**
   * The id of a record a `POST` creates (the body's own id is ignored, as with `@GeneratedValue`). Default: one more
   * than the largest numeric id held (from 1), a string when the records' ids are strings.
   */
  newId?: (items: readonly TItem[]) => RecordId
}

/** An in-memory Spring Boot CRUD controller over one collection, for a test's msw handler (or `fetch` setting). */
export interface SpringCollection<TItem> {
  /** The records the server holds now, in insertion order: read them, or change them between requests. */
  items: TItem[]
  /** Every request this collection answered, in order. */
  readonly requests: ReceivedRequest[]
  /**
   * Answers a request to the collection as its Spring controller would; `undefined` for any other url (msw then
   * tries its next handler, or reports the request as unhandled).
   */
  handle(request: Request): Promise<Response | undefined>
  /**
   * A `fetch` served by `handle` alone (404 for any other url): the provider's `fetch` setting, for a test without
   * msw. A relative url resolves against `location` (jsdom's), else `http://localhost`.
   */
  fetch: typeof globalThis.fetch
}

/** Java's `String.trim()`: every character up to U+0020 goes at either end. */
const javaTrim = (text: string) => text.replace(/^[\0- ]+|[\0- ]+$/g, '')

/** Percent-decodes as a server does; `undefined` for a malformed escape. */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** Compares two values as a database orders a column: numbers as numbers, text by code unit, missing ones last. */
function compare(a: unknown, b: unknown, ignoreCase: boolean): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1
  if (typeof a == 'number' && typeof b == 'number') return a - b
  const x = ignoreCase ? String(a).toLowerCase() : String(a)
  const y = ignoreCase ? String(b).toLowerCase() : String(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** Sorts a copy of the records by the orders, later orders breaking ties (a missing value last, ascending). */
function sortItems<TItem>(items: readonly TItem[], orders: readonly SpringOrder[]): TItem[] {
  const value = (item: TItem, property: string) => (item as Record<string, unknown>)[property]
  return [...items].sort((a, b) => {
    for (const { property, direction, ignoreCase } of orders) {
      const cmp = compare(value(a, property), value(b, property), ignoreCase)
      if (cmp) return direction === 'desc' ? -cmp : cmp
    }
    return 0
  })
}

/** Reads a JSON object body; the `Response` to answer instead when it is not one (Spring's 400 for an unreadable body). */
async function readObject(request: Request, path: string): Promise<Record<string, unknown> | Response> {
  const text = await request.text()
  try {
    const body: unknown = JSON.parse(text)
    if (body !== null && typeof body == 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // Answered below.
  }
  return springError(400, { path, message: 'JSON parse error: the body must be a JSON object' })
}

/**
 * An in-memory collection that answers like a Spring Boot CRUD controller over a Spring Data repository, for a test
 * to stand up in a few lines (plain `Request` in, `Response` out: msw is yours, not a dependency):
 * - `GET <url>?page&size&sort&<filters>`: a page (`springPage`), `page`, `size` and `sort` read as Spring reads them
 *   (`springPageable`), filtered by `filter`;
 * - `GET <url>/<id>`: the record, or 404;
 * - `POST <url>`: creates the record with a new id, 201 with it and a `Location`;
 * - `PUT <url>/<id>`: replaces the record (its id kept), 200 with it; 404 when there is none, 400 when the body's id
 *   differs;
 * - `DELETE <url>/<id>` and `DELETE <url>/<id1>,<id2>` (Spring splits a `List` path variable on commas and trims):
 *   204; 404 and nothing deleted when one is missing;
 * - another method: 405 with `Allow`; a body that is not a JSON object: 400. Errors are `springError`s.
 * `url` is the collection's path (`/api/products`), or an absolute url to match its origin too. Every request it
 * answers is in `requests`.
 *
 * @example
 * const products = createSpringCollection('/api/products', [{ id: 1, title: 'Pen', price: 3 }])
 * server.use(http.all('*', ({ request }) => products.handle(request)))
 * // ... a list's first load, then:
 * expect(products.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/products?size=15&page=0'])
 */
export function createSpringCollection<TItem extends object>(
  url: string,
  items: readonly TItem[] = [],
  options: SpringCollectionOptions<TItem> = {},
): SpringCollection<TItem> {
  const base = new URL(url, 'http://localhost')
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url)
  const root = base.pathname.replace(/\/$/, '')
  if (root === '') throw new TypeError(`${PREFIX}createSpringCollection: "${url}" names no collection path`)
  const { keyName = 'id' as keyof TItem & string, shape = 'PageImpl' } = options
  const idOf = (item: TItem) => String(item[keyName])
  const find = (id: string) => collection.items.findIndex((item) => idOf(item) === id)

  const newId =
    options.newId ??
    ((held: readonly TItem[]) => {
      const ids = held.map((item) => item[keyName])
      const next = Math.max(0, ...ids.map(Number).filter(Number.isSafeInteger)) + 1
      return typeof ids[0] == 'string' ? String(next) : next
    })
  /** The default filter, given the properties the records have. */
  const equalFilter = (properties: readonly string[]) => (item: TItem, params: URLSearchParams) => {
    for (const name of new Set(params.keys())) {
      if (name === 'page' || name === 'size' || name === 'sort' || !properties.includes(name)) continue
      const values = params.getAll(name).filter((value) => value !== '')
      if (values.length && !values.includes(String((item as Record<string, unknown>)[name]))) return false
    }
    return true
  }

  const list = (requestUrl: URL, path: string) => {
    const pageable = springPageable(requestUrl)
    const properties = [...new Set(collection.items.flatMap((item) => Object.keys(item)))]
    const sortable = options.sortable ?? properties
    const unknown = collection.items.length
      ? pageable.sort.find((order) => !sortable.includes(order.property as keyof TItem & string))
      : undefined
    if (unknown)
      return springError(400, { path, message: `No property '${unknown.property.slice(0, 100)}' found for sorting` })
    const filter = options.filter ?? equalFilter(properties)
    const kept = collection.items.filter((item) => filter(item, requestUrl.searchParams))
    const { page, size, sort } = pageable
    const content = sortItems(kept, sort).slice(page * size, page * size + size)
    const pageOptions = { page, size, total: kept.length, sorted: sort.length > 0 }
    return Response.json(
      shape === 'PagedModel' ? springPagedModel(content, pageOptions) : springPage(content, pageOptions),
    )
  }

  const answer = async (request: Request, requestUrl: URL, rest: string): Promise<Response> => {
    const path = requestUrl.pathname
    const method = request.method.toUpperCase()
    if (rest === '') {
      if (method === 'GET') return list(requestUrl, path)
      if (method !== 'POST') return springError(405, { path, headers: { Allow: 'GET, POST' } })
      const body = await readObject(request, path)
      if (body instanceof Response) return body
      const created = { ...body, [keyName]: newId(collection.items) } as TItem
      collection.items.push(created)
      return Response.json(created, {
        status: 201,
        headers: { Location: `${root}/${encodeURIComponent(idOf(created))}` },
      })
    }
    const id = decode(rest)
    if (id === undefined) return springError(400, { path })
    const at = find(id)
    if (method === 'GET') return at < 0 ? springError(404, { path }) : Response.json(collection.items[at])
    if (method === 'PUT') {
      const body = await readObject(request, path)
      if (body instanceof Response) return body
      if (at < 0) return springError(404, { path })
      if (body[keyName] != null && String(body[keyName]) !== id)
        return springError(400, { path, message: `the body's ${keyName} differs from the path's` })
      const updated = { ...body, [keyName]: collection.items[at]?.[keyName] } as TItem
      collection.items[at] = updated
      return Response.json(updated)
    }
    if (method === 'DELETE') {
      const ids = id.split(',').map(javaTrim)
      if (ids.includes('')) return springError(400, { path, message: 'an id in the list is empty' })
      if (ids.some((one) => find(one) < 0)) return springError(404, { path })
      collection.items = collection.items.filter((item) => !ids.includes(idOf(item)))
      return new Response(null, { status: 204 })
    }
    return springError(405, { path, headers: { Allow: 'GET, PUT, DELETE' } })
  }

  const collection: SpringCollection<TItem> = {
    items: [...items],
    requests: [],
    async handle(request) {
      const requestUrl = new URL(request.url)
      if (absolute && requestUrl.origin !== base.origin) return undefined
      const { pathname } = requestUrl
      const rest =
        pathname === root ? '' : pathname.startsWith(`${root}/`) ? pathname.slice(root.length + 1) : undefined
      // One segment below the collection at most: `<url>/7/parts` is another controller's.
      if (rest === undefined || rest.includes('/') || (rest === '' && pathname !== root)) return undefined
      // A malformed escape stays as sent.
      const path = decode(pathname + requestUrl.search) ?? pathname + requestUrl.search
      const received: ReceivedRequest = { method: request.method, path, url: requestUrl, body: undefined }
      collection.requests.push(received)
      const text = await request.clone().text()
      if (text !== '') {
        try {
          received.body = JSON.parse(text)
        } catch {
          received.body = text
        }
      }
      return answer(request, requestUrl, rest)
    },
    fetch: async (input, init) => {
      const here = (globalThis as { location?: { href?: string } }).location?.href ?? 'http://localhost'
      const request = new Request(input instanceof Request ? input : new URL(String(input), here), init)
      return (await collection.handle(request)) ?? springError(404, { path: new URL(request.url).pathname })
    },
  }
  return collection
}
