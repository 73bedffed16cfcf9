import { http, HttpResponse } from 'msw'
import type { Product } from '../db/products.ts'
import { errorResponse, type FieldError } from '../http/errorResponse.ts'
import { readJson } from '../http/readJson.ts'
import { pageOf, parseListQuery, sortRecords } from '../http/parseListQuery.ts'
import type { HandlerContext } from './context.ts'

const FIELDS = ['id', 'title', 'price'] as const

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
  if (typeof record.price === 'string' && !/^\d+(\.\d{1,2})?$/.test(record.price)) {
    errors.push({ field: 'price', message: 'must be a decimal number such as "12.50"' })
  }
  if (errors.length > 0) return errors
  return record as Omit<Product, 'id'> & { id?: string }
}

/**
 * `products` per spec A: list (page, size, sort in the three styles, equality filters), create 201, read 200/404,
 * update 200/404 (400 when the body's id differs from the path), delete one 204/404, delete many 204 all or
 * nothing. Version 2 (`<base>/v2/products`) is the same collection in another envelope:
 * `{ data: [...], page: { index, size, count, total } }`.
 */
export function productHandlers({ db, base }: HandlerContext) {
  const list = (request: Request) => {
    const url = new URL(request.url)
    const query = parseListQuery(url, { fields: FIELDS })
    if (Array.isArray(query)) return { errors: query }
    let records = db.products.filter((p) => query.filters.every(([f, v]) => p[f as keyof Product] === v))
    records = sortRecords(records, query.sorts)
    return { envelope: pageOf(records, query.page, query.size) }
  }
  const find = (id: string) => db.products.find((p) => p.id === id)

  return [
    http.get(`*${base}/products`, ({ request }) => {
      const result = list(request)
      if (result.errors) return errorResponse(request, 400, 'invalid list parameters', result.errors)
      return HttpResponse.json(result.envelope)
    }),
    http.get(`*${base}/v2/products`, ({ request }) => {
      const result = list(request)
      if (result.errors) return errorResponse(request, 400, 'invalid list parameters', result.errors)
      const e = result.envelope
      return HttpResponse.json({
        data: e.content,
        page: { index: e.number, size: e.size, count: e.totalPages, total: e.totalElements },
      })
    }),
    http.post(`*${base}/products`, async ({ request }) => {
      const body = validateBody(await readJson(request), false)
      if (Array.isArray(body)) return errorResponse(request, 400, 'invalid product', body)
      const product: Product = { id: String(db.nextProductId++), title: body.title, price: body.price }
      db.products.push(product)
      return HttpResponse.json(product, { status: 201 })
    }),
    http.get(`*${base}/products/:id`, ({ request, params }) => {
      const product = find(String(params.id))
      return product
        ? HttpResponse.json(product)
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
      const product: Product = { id, title: body.title, price: body.price }
      db.products[index] = product
      return HttpResponse.json(product)
    }),
    http.delete(`*${base}/products/:ids`, ({ request, params }) => {
      const ids = String(params.ids).split(',')
      const missing = ids.filter((id) => !find(id))
      if (missing.length > 0)
        return errorResponse(request, 404, `no product with id ${missing.join(', ')}; nothing was deleted`)
      db.products = db.products.filter((p) => !ids.includes(p.id))
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
