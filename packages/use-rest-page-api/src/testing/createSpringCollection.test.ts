import { expect, it } from 'vitest'
import { createSpringCollection } from './createSpringCollection.ts'

interface Product {
  id: number
  title: string
  price: number
  tag?: string
}
const seed = (): Product[] => [
  { id: 1, title: 'pen', price: 3, tag: 'office' },
  { id: 2, title: 'Ink', price: 12 },
  { id: 3, title: 'desk', price: 120, tag: 'office' },
  { id: 4, title: 'lamp', price: 25, tag: 'home' },
]
const ORIGIN = 'http://localhost:3000'

/** Sends a request to the collection: its status and JSON body (`undefined` when it did not answer or sent none). */
async function send(
  collection: ReturnType<typeof createSpringCollection<Product>>,
  method: string,
  path: string,
  body?: unknown,
) {
  const init: RequestInit = { method }
  if (body !== undefined) init.body = typeof body == 'string' ? body : JSON.stringify(body)
  const res = await collection.handle(new Request(ORIGIN + path, init))
  if (!res) return undefined
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined }
}
const titles = (body: unknown) => (body as { content: Product[] }).content.map((p) => p.title)

it.each([
  ['/api/products?size=2&page=0', ['pen', 'Ink']],
  ['/api/products?size=2&page=1', ['desk', 'lamp']],
  ['/api/products?size=2&page=5', []],
  ['/api/products?sort=price,desc', ['desk', 'lamp', 'Ink', 'pen']],
  // Text by code unit (upper case first), unless `ignorecase`.
  ['/api/products?sort=title', ['Ink', 'desk', 'lamp', 'pen']],
  ['/api/products?sort=title,asc,ignorecase', ['desk', 'Ink', 'lamp', 'pen']],
  // A missing value sorts last ascending; later orders break ties.
  ['/api/products?sort=tag&sort=price,desc', ['lamp', 'desk', 'pen', 'Ink']],
  ['/api/products?tag=office', ['pen', 'desk']],
  ['/api/products?tag=office&tag=home&sort=price', ['pen', 'lamp', 'desk']],
  ['/api/products?tag=&unknown=1', ['pen', 'Ink', 'desk', 'lamp']],
  ['/api/products?price=12', ['Ink']],
])('answers GET %s with a Spring page of %j', async (path, expected) => {
  const products = createSpringCollection('/api/products', seed())
  const res = await send(products, 'GET', path)
  expect(res?.status).toBe(200)
  expect(titles(res?.body)).toEqual(expected)
})

it("answers a list request with the page's counts, as PageImpl or PagedModel", async () => {
  const page = await send(createSpringCollection('/api/products', seed()), 'GET', '/api/products?size=3&page=1')
  expect(page?.body).toMatchObject({ number: 1, size: 3, totalElements: 4, totalPages: 2, first: false, last: true })
  const model = createSpringCollection('/api/products', seed(), { shape: 'PagedModel' })
  expect((await send(model, 'GET', '/api/products?size=3&sort=price,desc'))?.body).toEqual({
    content: [seed()[2], seed()[3], seed()[1]],
    page: { size: 3, number: 0, totalElements: 4, totalPages: 2 },
  })
})

it('refuses a sort by a property the records do not have, or one not sortable, with 400', async () => {
  const products = createSpringCollection('/api/products', seed(), { sortable: ['price'] })
  const res = await send(products, 'GET', '/api/products?sort=title')
  expect(res?.status).toBe(400)
  expect(res?.body).toMatchObject({ status: 400, error: 'Bad Request', path: '/api/products' })
  expect((await send(createSpringCollection('/api/products', seed()), 'GET', '/api/products?sort=prise'))?.status).toBe(
    400,
  )
})

it("filters with the collection's own filter", async () => {
  const products = createSpringCollection('/api/products', seed(), {
    filter: (p, params) => p.title.toLowerCase().includes(params.get('q')?.toLowerCase() ?? ''),
  })
  expect(titles((await send(products, 'GET', '/api/products?q=N'))?.body)).toEqual(['pen', 'Ink'])
})

it('creates, reads, replaces and deletes records as a Spring CRUD controller', async () => {
  const products = createSpringCollection('/api/products', seed())
  const created = await send(products, 'POST', '/api/products', { id: 99, title: 'mug', price: 8 })
  expect(created?.status).toBe(201)
  expect(created?.body).toEqual({ id: 5, title: 'mug', price: 8 })
  expect(created?.headers.get('Location')).toBe('/api/products/5')
  expect((await send(products, 'GET', '/api/products/5'))?.body).toEqual({ id: 5, title: 'mug', price: 8 })

  const updated = await send(products, 'PUT', '/api/products/5', { title: 'cup', price: 9 })
  expect(updated).toMatchObject({ status: 200, body: { id: 5, title: 'cup', price: 9 } })
  expect(products.items.at(-1)).toEqual({ id: 5, title: 'cup', price: 9 })

  expect((await send(products, 'DELETE', '/api/products/5'))?.status).toBe(204)
  expect((await send(products, 'DELETE', '/api/products/1, 3'))?.status).toBe(204)
  expect(products.items.map((p) => p.id)).toEqual([2, 4])
})

it.each([
  ['GET', '/api/products/9', undefined, 404],
  ['PUT', '/api/products/9', { title: 'x' }, 404],
  ['PUT', '/api/products/1', { id: 2, title: 'x' }, 400],
  ['PUT', '/api/products/1', '{not json', 400],
  ['POST', '/api/products', '[1]', 400],
  ['DELETE', '/api/products/1,9', undefined, 404],
  ['DELETE', '/api/products/1,,2', undefined, 400],
  ['GET', '/api/products/%E0%A4%A', undefined, 400],
  ['PATCH', '/api/products/1', { title: 'x' }, 405],
  ['DELETE', '/api/products', undefined, 405],
])('answers %s %s (%j) with %i and changes nothing', async (method, path, body, status) => {
  const products = createSpringCollection('/api/products', seed())
  const res = await send(products, method, path, body)
  expect(res?.status).toBe(status)
  expect(res?.body).toMatchObject({ status, path: path.replace(/\?.*/, '') })
  if (status === 405) expect(res?.headers.get('Allow')).toMatch(/GET/)
  expect(products.items).toEqual(seed())
})

it('gives string ids to a collection with string ids', async () => {
  const notes = createSpringCollection('/api/notes', [{ id: '7', text: 'a' }])
  const created = await notes.handle(new Request(`${ORIGIN}/api/notes`, { method: 'POST', body: '{"text":"b"}' }))
  expect(await created?.json()).toEqual({ id: '8', text: 'b' })
})

it('leaves other urls to other handlers, and records every request it answered, decoded, with its body', async () => {
  const products = createSpringCollection('/api/products', seed())
  for (const path of ['/api/productsX', '/api/products/', '/api/products/1/parts', '/api/other?page=1', '/'])
    expect(await send(products, 'GET', path)).toBeUndefined()
  await send(products, 'GET', '/api/products?size=15&page=0&sort=price%2Cdesc')
  await send(products, 'POST', '/api/products', { title: 'mug', price: 8 })
  expect(products.requests.map((r) => [r.method, r.path, r.body])).toEqual([
    ['GET', '/api/products?size=15&page=0&sort=price,desc', undefined],
    ['POST', '/api/products', { title: 'mug', price: 8 }],
  ])
  expect(products.requests[0]?.url.searchParams.get('sort')).toBe('price,desc')
})

it('matches the origin too when given an absolute url, and refuses one with no collection path', async () => {
  const remote = createSpringCollection('https://api.example.com/products', seed())
  expect(await remote.handle(new Request(`${ORIGIN}/products`))).toBeUndefined()
  expect((await remote.handle(new Request('https://api.example.com/products/2')))?.status).toBe(200)
  expect(() => createSpringCollection('/')).toThrow(
    '[use-rest-page-api] createSpringCollection: "/" names no collection path',
  )
})

it('serves as a fetch of its own: relative urls, and 404 for any other', async () => {
  const products = createSpringCollection('/api/products', seed())
  const res = await products.fetch('/api/products/2')
  expect(await res.json()).toEqual(seed()[1])
  expect((await products.fetch(new Request('http://localhost/api/other'))).status).toBe(404)
  expect(products.requests.map((r) => r.url.href)).toEqual(['http://localhost/api/products/2'])
})
