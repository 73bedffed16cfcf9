import { http, HttpResponse } from 'msw'
import type { Product } from '../db/products.ts'
import { errorResponse, type FieldError } from '../http/errorResponse.ts'
import { readJson } from '../http/readJson.ts'
import { parseListQuery } from '../http/parseListQuery.ts'
import { keysetList } from '../http/keysetList.ts'
import { slicedModel, springPage, type PageShape } from '../http/springPage.ts'
import type { HandlerContext } from './context.ts'
import { etagOf, staleIfMatch } from '../http/versions.ts'

const FIELDS = ['id', 'title', 'price'] as const
/**
 * The filters: equality on each field, and `titleContains`, the name containing it without regard to case (Spring
 * Data's `findByTitleContainingIgnoreCase`, as the form app's `btContains`).
 */
const FILTERS = [...FIELDS, 'titleContains'] as const

/** Whether a product passes one filter. */
function matches(product: Product, [field, value]: [string, string]): boolean {
  if (field === 'titleContains') return product.title.toLowerCase().includes(value.toLowerCase())
  return product[field as keyof Product] === value
}

function validateBody(body: unknown, requireId: boolean): FieldError[] | (Omit<Product, 'id'> & { id?: string }) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ field: '', message: 'the body must be a JSON object' }]
  }
  const record = body as Record<string, unknown>
  const errors: FieldError[] = []
  for (const field of ['title', 'price'] as const) {
    if (typeof record[field] !== 'string' || record[field] === '')
      errors.push({ field, message: 'must be a non-empty string' })
  }
  if (requireId && record.id !== undefined && typeof record.id !== 'string')
    errors.push({ field: 'id', message: 'must be a string' })
  if (record.version !== undefined && !Number.isInteger(record.version))
    errors.push({ field: 'version', message: 'must be a whole number' })
  if (typeof record.price === 'string' && !/^\d+(\.\d{1,2})?$/.test(record.price)) {
    errors.push({ field: 'price', message: 'must be a decimal number such as "12.50"' })
  }
  if (errors.length > 0) return errors
  return record as Omit<Product, 'id'> & { id?: string }
}

/** Where the products collection answers, and in which of Spring's page shapes by default. */
export const PRODUCT_SHAPES = {
  products: 'page',
  'v2/products': 'pagedModel',
  'hal/products': 'hal',
  'slice/products': 'slice',
  'sliced/products': 'slicedModel',
} as const satisfies Record<string, PageShape>

/** How the products collection answers like a Spring Boot server (`MockServerOptions.spring`). */
export interface SpringOptions {
  /** The page shape of each products path. Default: `PRODUCT_SHAPES`. */
  shapes?: Partial<Record<keyof typeof PRODUCT_SHAPES, PageShape>>
  /** `spring.data.web.pageable.one-indexed-parameters`: `page=1` is the first page. Default: `false`. */
  oneIndexed?: boolean
}

/**
 * `products` per spec A, answering as a Spring Boot server: list (page and size as Spring's resolver reads them, the
 * size clamped at 2000; sort as Spring reads it, plus the suffix styles; equality filters and `titleContains`), create 201, read
 * 200/404, update 200/404 (400 when the body's id differs from the path), delete one 204/404, delete many 204 all or
 * nothing, its comma list trimmed as Spring's `StringToCollectionConverter` does. The same collection answers at
 * `<base>/products` as `PageImpl`, `<base>/v2/products` as `PagedModel`, `<base>/hal/products` as Spring Data
 * REST's HAL (rel `products`), `<base>/slice/products` as a `Slice` and `<base>/sliced/products` as a HAL
 * `SlicedModel` (each shape can be switched). A `cursor` parameter asks for a keyset window (`http/keysetCursor.ts`).
 */
export function productHandlers({ db, base }: HandlerContext, spring: SpringOptions = {}) {
  const shapes = { ...PRODUCT_SHAPES, ...spring.shapes }
  const list = (path: keyof typeof PRODUCT_SHAPES) =>
    http.get(`*${base}/${path}`, ({ request }) => {
      const url = new URL(request.url)
      const query = parseListQuery(url, { fields: FILTERS, sortFields: FIELDS, oneIndexed: spring.oneIndexed ?? false })
      if (Array.isArray(query)) return errorResponse(request, 400, 'invalid list parameters', query)
      const records = db.products.filter((p) => query.filters.every((filter) => matches(p, filter)))
      const hal = { rel: 'products', url }
      // Offset pages for the tables, keyset windows for feeds (`?cursor=`, `http/keysetList.ts`).
      const answer = keysetList(records, query.sorts, query, url.searchParams.get('cursor'), 'id')
      if ('refused' in answer) return errorResponse(request, 400, `invalid cursor: ${answer.refused}`)
      const sliced = shapes[path] === 'slicedModel'
      /** A SlicedModel's `next` link: this request with the cursor of the window after it. */
      const nextLink = (cursor: string | null) => {
        if (!cursor) return undefined
        const next = new URL(url)
        next.searchParams.set('cursor', cursor)
        return { href: next.href }
      }
      if ('window' in answer) {
        const { window } = answer
        if (!sliced) return HttpResponse.json(window)
        return HttpResponse.json(
          slicedModel(hal, window.content, { size: query.size, number: 0 }, undefined, nextLink(window.nextCursor)),
        )
      }
      const page = springPage(shapes[path], answer.sorted, query.page, query.size, hal)
      // A feed may start here: the cursor of the window after this page too (in the next link of a SlicedModel).
      if (!answer.next) return HttpResponse.json(page)
      if (!sliced) return HttpResponse.json({ ...page, ...answer.next })
      const content = answer.sorted.slice(query.page * query.size, (query.page + 1) * query.size)
      const number = { size: query.size, number: query.page }
      return HttpResponse.json(slicedModel(hal, content, number, undefined, nextLink(answer.next.nextCursor)))
    })
  const find = (id: string) => db.products.find((p) => p.id === id)

  return [
    ...(Object.keys(PRODUCT_SHAPES) as (keyof typeof PRODUCT_SHAPES)[]).map(list),
    http.post(`*${base}/products`, async ({ request }) => {
      const body = validateBody(await readJson(request), false)
      if (Array.isArray(body)) return errorResponse(request, 400, 'invalid product', body)
      const product: Product = { id: String(db.nextProductId++), title: body.title, price: body.price, version: 0 }
      db.products.push(product)
      return HttpResponse.json(product, { status: 201, headers: { ETag: etagOf(product) } })
    }),
    http.get(`*${base}/products/:id`, ({ request, params }) => {
      const product = find(String(params.id))
      return product
        ? HttpResponse.json(product, { headers: { ETag: etagOf(product) } })
        : errorResponse(request, 404, `no product with id ${String(params.id)}`)
    }),
    http.put(`*${base}/products/:id`, async ({ request, params }) => {
      const id = String(params.id)
      const body = validateBody(await readJson(request), true)
      if (Array.isArray(body)) return errorResponse(request, 400, 'invalid product', body)
      if (body.id !== undefined && body.id !== id) {
        return errorResponse(request, 400, `the body's id ${body.id} differs from the path's ${id}`, [
          { field: 'id', message: 'must equal the id in the path' },
        ])
      }
      const index = db.products.findIndex((p) => p.id === id)
      if (index === -1) return errorResponse(request, 404, `no product with id ${id}`)
      const current = db.products[index] as Product
      // Spring Data REST: a stale If-Match is 412 (ETag.verify); without one, a stale version in the body fails the
      // JPA merge (OptimisticLockingFailureException), which Spring answers 409.
      const stale = staleIfMatch(request, current)
      if (stale) return stale
      const version = current.version ?? 0
      if (!request.headers.has('If-Match') && body.version !== undefined && body.version !== version)
        return errorResponse(request, 409, `product ${id} is at version ${version}, the body has ${body.version}`)
      const product: Product = { id, title: body.title, price: body.price, version: version + 1 }
      db.products[index] = product
      return HttpResponse.json(product, { headers: { ETag: etagOf(product) } })
    }),
    http.delete(`*${base}/products/:ids`, ({ request, params }) => {
      // Spring's StringToCollectionConverter splits on commas, trims each element and drops the empty ones; the
      // mock refuses an empty element instead (as a controller that checks its ids would), as the hook does before
      // sending: `DELETE /products/,` or `/1,,2` deletes nothing.
      const parts = String(params.ids)
        .split(',')
        .map((id) => id.trim())
      if (parts.some((id) => id === ''))
        return errorResponse(request, 400, 'an id in the list is empty; nothing was deleted', [
          { field: 'ids', message: 'must not hold an empty id' },
        ])
      const ids = parts
      const missing = ids.filter((id) => !find(id))
      if (missing.length > 0)
        return errorResponse(request, 404, `no product with id ${missing.join(', ')}; nothing was deleted`)
      // An If-Match holds for each id of the list (Spring Data REST deletes one at a time, each verified).
      for (const id of ids) {
        const stale = staleIfMatch(request, find(id) as Product)
        if (stale) return stale
      }
      db.products = db.products.filter((p) => !ids.includes(p.id))
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
