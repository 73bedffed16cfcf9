import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createRestPageStore } from './createRestPageStore.ts'
import { prefetchList } from './prefetchList.ts'
import type { RestError } from '../http/RestError.ts'
import type { RestPageApiSettings } from '../engine/RestPageApiOptions.ts'

// On a server, with identity on: prefetchList goes out with the settings the client's provider gets too.
const api = setupMockApi()
const url = `${ORIGIN}/api/products`

/** A session of the mock's first user, as a server reads it from the request's cookie. */
async function signIn(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ userId: '1' }),
  })
  return ((await response.json()) as { token: string }).token
}

describe('prefetchList', () => {
  it("sends the settings' headers, so a secured API answers, and reads the page of serverUrl", async () => {
    const token = await signIn()
    api.clear()
    const settings: RestPageApiSettings = {
      headers: { Authorization: `Bearer ${token}` },
      serverUrl: 'https://shop.example/products?p.page=2&p.size=10&p.title=灯',
    }
    const page = await prefetchList(
      createRestPageStore(),
      url,
      { syncToUrl: { prefix: 'p.' }, defaultSearchParams: { title: '' } },
      settings,
    )
    const [request] = await api.requests()
    expect(request?.path).toBe('/api/products?title=灯&size=10&page=2')
    expect(request?.headers.get('authorization')).toBe(`Bearer ${token}`)
    expect(page).toMatchObject({ pageNo: 2, pageSize: 10 })
  })

  it('resolves undefined without them: the API answers 401, onUnauthorized hears it, nothing is kept', async () => {
    const onUnauthorized = vi.fn<(error: RestError) => void>()
    const store = createRestPageStore()
    expect(await prefetchList(store, url, {}, { onUnauthorized })).toBeUndefined()
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }))
    expect(store.dehydrate()).toEqual({})
  })

  it('takes headers from a function, fetch from the settings, and gives up after timeoutMs', async () => {
    const token = await signIn()
    const sent: string[] = []
    const settings: RestPageApiSettings = {
      headers: async () => ({ Authorization: `Bearer ${token}` }),
      fetch: (input, init) => (sent.push(String(input)), fetch(input, init)),
      timeoutMs: 50,
    }
    expect(await prefetchList(createRestPageStore(), url, {}, settings)).toMatchObject({ pageNo: 0 })
    expect(sent).toEqual([`${url}?size=15&page=0`])
    api.server.use(http.get(`${url}`, () => new Promise<Response>(() => {})))
    // Within the test's 5 s: the default time-out (30 s) would fail it.
    expect(await prefetchList(createRestPageStore(), url, { pageSize: 5 }, settings)).toBeUndefined()
  })

  it.each(['?page=1', '/products?page=1', 'https://shop.example/products?page=1#top'])(
    'reads the query of serverUrl %s',
    async (serverUrl) => {
      api.server.use(
        http.get(url, ({ request }) =>
          HttpResponse.json({
            content: [],
            number: Number(new URL(request.url).searchParams.get('page')),
            size: 15,
            totalElements: 0,
            totalPages: 0,
          }),
        ),
      )
      const page = await prefetchList(createRestPageStore(), url, { syncToUrl: true }, { serverUrl })
      expect(page?.pageNo).toBe(1)
    },
  )

  it('refuses a serverUrl that is no url, naming it, before anything is sent', async () => {
    await expect(
      prefetchList(createRestPageStore(), url, { syncToUrl: true }, { serverUrl: 'http://[' }),
    ).rejects.toThrow(/\[use-rest-page-api\] serverUrl is no url/)
    expect(api.lines()).toEqual([])
  })
})
