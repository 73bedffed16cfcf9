import { describe, expect, it } from 'vitest'
import { engine } from '../../../../../test/engineHarness.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { http, HttpResponse } from 'msw'
import { followableLink } from '../http/followableLink.ts'
import { readSpringPage } from '../spring/readSpringPage.ts'

// Spring HATEOAS's SlicedModel read with no option, and the server's next and prev links followed by the list's
// moves and the feed's loadMore, never to another origin.
const api = setupMockApi({ auth: false })
const gets = () => api.lines().filter((line) => line.startsWith('GET '))

describe('readSpringPage and HAL links', () => {
  it.each([
    [
      'a SlicedModel with a next link',
      {
        _embedded: { products: [{ id: 1 }] },
        _links: { self: { href: 'http://h/api/products?page=0' }, next: { href: 'http://h/api/products?page=1' } },
        page: { size: 1, number: 0 },
      },
      { last: false, links: { next: 'http://h/api/products?page=1' } },
    ],
    [
      'the last SlicedModel, empty',
      { _links: { self: { href: '/x' }, prev: { href: '/x?page=3' } }, page: { size: 10, number: 4 } },
      { content: [], last: true, links: { prev: '/x?page=3' } },
    ],
    ['a keyset window', { content: [{ id: 1 }], hasNext: true, nextCursor: 'Szo=' }, { last: false }],
    ['the last keyset window', { content: [], hasNext: false, nextCursor: null }, { last: true }],
  ])('reads %s with no option', (_, body, expected) => {
    expect(readSpringPage(body)).toMatchObject(expected)
  })

  it.each([
    ['/api/products', 'http://localhost/api/products?page=1&size=20', '/api/products?page=1&size=20'],
    ['/api/products', '/api/products?page=1', '/api/products?page=1'],
    ['http://api.test/x', 'http://api.test/x?page=2', 'http://api.test/x?page=2'],
    ['/api/products', 'https://elsewhere.example/api/products?page=1', undefined],
    ['http://api.test/x', 'http://api.test:8443/x?page=2', undefined],
    ['/api/products', 'javascript:alert(1)', undefined],
    ['/api/products', undefined, undefined],
  ])('follows %s → %s as %s', (list, href, expected) => {
    expect(followableLink(list, href)).toBe(expected)
  })
})

describe('moves that follow the server links', () => {
  it('reads a SlicedModel list with no option and steps through it', async () => {
    const view = engine('list', { pageSize: 30 }, { url: `${ORIGIN}/api/sliced/products` })
    await view.settled()
    expect(view.now().pagination).toMatchObject({ totalKnown: false, hasNext: true })
    api.clear()
    await view.now().nextPage()
    await view.now().nextPage()
    expect(view.now().pagination).toMatchObject({ pageNo: 2, hasNext: false })
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(60)))
    expect(gets()).toEqual(['GET /api/sliced/products?size=30&page=1', 'GET /api/sliced/products?size=30&page=2'])
  })

  it('follows the next and prev links the server gave, as they are, for nextPage, prevPage and loadMore', async () => {
    // A server whose links say more than a page number would (Spring Data REST keeps a projection, say).
    api.server.use(
      http.get('*/api/marked', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 0)
        const link = (p: number) => ({ href: `${ORIGIN}/api/marked?page=${p}&size=10&projection=brief` })
        return HttpResponse.json({
          _embedded: { products: api.db.products.slice(page * 10, page * 10 + 10) },
          _links: { ...(page > 0 && { prev: link(page - 1) }), ...(page < 6 && { next: link(page + 1) }) },
          page: { size: 10, number: page },
        })
      }),
    )
    const view = engine('list', { pageSize: 10 }, { url: `${ORIGIN}/api/marked` })
    await view.settled()
    await view.now().nextPage()
    await view.now().nextPage()
    await view.now().prevPage()
    expect(gets()).toEqual([
      'GET /api/marked?size=10&page=0',
      'GET /api/marked?page=1&size=10&projection=brief',
      'GET /api/marked?page=2&size=10&projection=brief',
      'GET /api/marked?page=1&size=10&projection=brief',
    ])
    expect(ids(view.now().items)[0]).toBe('11')
    api.clear()
    const feed = engine('feed', { pageSize: 10 }, { url: `${ORIGIN}/api/marked` })
    await feed.settled()
    await feed.now().loadMore()
    expect(gets()).toEqual(['GET /api/marked?size=10&page=0', 'GET /api/marked?page=1&size=10&projection=brief'])
    expect(feed.now().items).toHaveLength(20)
  })

  it('never follows a link to another origin: the page is computed instead', async () => {
    api.server.use(
      http.get('*/api/linked', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 0)
        return HttpResponse.json({
          _embedded: { products: api.db.products.slice(page * 10, page * 10 + 10) },
          _links: { next: { href: `https://evil.example/steal?page=${page + 1}` } },
          page: { size: 10, number: page },
        })
      }),
    )
    const view = engine('list', { pageSize: 10 }, { url: `${ORIGIN}/api/linked` })
    await view.settled()
    await view.now().nextPage()
    expect(gets()).toEqual(['GET /api/linked?size=10&page=0', 'GET /api/linked?size=10&page=1'])
    expect(ids(view.now().items)[0]).toBe('11')
  })

  it('loads more of an offset feed by a SlicedModel', async () => {
    const feed = engine('feed', { pageSize: 30 }, { url: `${ORIGIN}/api/sliced/products` })
    await feed.settled()
    await feed.now().loadMore()
    await feed.now().loadMore()
    expect(feed.now().hasMore).toBe(false)
    expect(ids(feed.now().items)).toEqual(ids(api.db.products))
    expect(gets()).toHaveLength(3)
  })
})
