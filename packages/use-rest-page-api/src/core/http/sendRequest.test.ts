import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { rejectionOf } from '../../../../../test/rejectionOf.ts'
import { springError, springProblemDetail } from '../../testing/springError.ts'
import { RestError } from './RestError.ts'
import { sendRequest } from './sendRequest.ts'

const api = setupMockApi({ auth: false })
const ORIGIN = 'http://api.test'
const url = `${ORIGIN}/api/thing`

const failure = (promise: Promise<unknown>) => rejectionOf(promise, RestError)

describe('sendRequest', () => {
  it('sends JSON with the app-level headers and reads JSON back', async () => {
    api.server.use(
      http.post(url, async ({ request }) => HttpResponse.json({ got: await request.json() }, { status: 201 })),
    )
    const res = await sendRequest(
      { headers: () => ({ Authorization: 'Bearer secret-token' }) },
      { method: 'POST', url, body: { title: 'pen' } },
    )
    expect(res).toEqual({ status: 201, body: { got: { title: 'pen' } } })
    const [received] = await api.requests()
    expect(received?.headers.get('Authorization')).toBe('Bearer secret-token')
    expect(received?.headers.get('Content-Type')).toBe('application/json')
    expect(received?.headers.get('Accept')).toBe('application/json')
  })

  it('sends a string body as it is', async () => {
    api.server.use(http.post(url, () => new HttpResponse(null, { status: 204 })))
    const headers = new Headers({ 'Content-Type': 'text/plain' })
    await expect(sendRequest({}, { method: 'POST', url, body: 'raw', headers })).resolves.toEqual({
      status: 204,
      body: undefined,
    })
    const [received] = await api.requests()
    expect(received?.body).toBe('raw')
    expect(received?.headers.get('Content-Type')).toBe('text/plain')
  })

  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [406, 'notAcceptable'],
    [409, 'conflict'],
    [412, 'conflict'],
    [500, 'server'],
    [503, 'server'],
  ])('turns status %i into a RestError of kind %s with the parsed body', async (status, kind) => {
    api.server.use(http.get(url, () => HttpResponse.json({ message: 'went wrong' }, { status })))
    const error = await failure(sendRequest({}, { method: 'GET', url }))
    expect(error).toBeInstanceOf(RestError)
    expect(error).toMatchObject({ kind, status, method: 'GET', url, body: { message: 'went wrong' } })
    expect(error.message.startsWith(`[use-rest-page-api] GET ${url} answered ${status}`)).toBe(true)
    expect(error.message.endsWith(': went wrong')).toBe(true)
  })

  it('keeps a long server message to its first 80 characters, on one line', async () => {
    const message = `first line\n${'x'.repeat(200)}`
    api.server.use(http.get(url, () => HttpResponse.json({ message }, { status: 500 })))
    const error = await failure(sendRequest({}, { method: 'GET', url }))
    expect(error.message).toBe(
      `[use-rest-page-api] GET ${url} answered 500: ${`first line ${'x'.repeat(200)}`.slice(0, 80)}…`,
    )
    expect(error.body).toEqual({ message })
  })

  it("reads Spring's problem detail into problem, the message ending with its detail", async () => {
    api.server.use(
      http.post(url, () => springProblemDetail(400, { detail: 'Invalid request content.', instance: '/api/thing' })),
    )
    const error = await failure(sendRequest({}, { method: 'POST', url, body: { title: '' } }))
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid request content.',
      instance: '/api/thing',
    }
    expect(error).toMatchObject({ kind: 'invalid', status: 400, problem, body: problem })
    expect(error.message).toBe(`[use-rest-page-api] POST ${url} answered 400: Invalid request content.`)
  })

  it("ends the message with a problem's title when it has no detail, and keeps its extension members", async () => {
    const errors = [{ field: 'title', message: 'must not be blank' }]
    api.server.use(http.get(url, () => springProblemDetail(409, { properties: { errors } })))
    const error = await failure(sendRequest({}, { method: 'GET', url }))
    expect(error.problem).toEqual({ type: 'about:blank', title: 'Conflict', status: 409, errors })
    expect(error.message).toBe(`[use-rest-page-api] GET ${url} answered 409: Conflict`)
  })

  it('reads a problem sent as plain JSON by its members, and cuts a long detail to 80 characters on one line', async () => {
    const detail = `line one\n${'y'.repeat(200)}`
    api.server.use(
      http.get(url, () => HttpResponse.json({ status: 422, title: 'Unprocessable', detail }, { status: 422 })),
    )
    const error = await failure(sendRequest({}, { method: 'GET', url }))
    expect(error.problem).toEqual({ status: 422, title: 'Unprocessable', detail })
    expect(error.message).toBe(
      `[use-rest-page-api] GET ${url} answered 422: ${`line one ${'y'.repeat(200)}`.slice(0, 80)}…`,
    )
  })

  it.each<[string, () => Response, string]>([
    ["Spring Boot's own error body", () => springError(404, { path: '/api/thing', message: 'gone' }), ': gone'],
    [
      'an HTML error page',
      () => HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
      '',
    ],
    [
      'an HTML page sent as problem+json',
      () =>
        new HttpResponse('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'application/problem+json' } }),
      '',
    ],
  ])('leaves problem undefined for %s, and never puts HTML in the message', async (_, answer, ending) => {
    api.server.use(http.get(url, answer))
    const error = await failure(sendRequest({}, { method: 'GET', url }))
    expect(error.problem).toBeUndefined()
    expect(error.message).toBe(`[use-rest-page-api] GET ${url} answered ${error.status}${ending}`)
  })

  it('sends a JSON body under the content type the request names, when it names one', async () => {
    api.server.use(http.put(url, () => new HttpResponse(null, { status: 204 })))
    const headers = new Headers({ 'Content-Type': 'application/merge-patch+json' })
    await sendRequest({}, { method: 'PUT', url, body: { title: 'pen' }, headers })
    const [received] = await api.requests()
    expect(received?.headers.get('Content-Type')).toBe('application/merge-patch+json')
    expect(received?.body).toEqual({ title: 'pen' })
  })

  it('sends FormData as it is, letting fetch set its content type', async () => {
    api.server.use(http.post(url, () => new HttpResponse(null, { status: 204 })))
    const form = new FormData()
    form.append('title', 'pen')
    await sendRequest({}, { method: 'POST', url, body: form })
    const [received] = await api.requests()
    expect(received?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(received?.headers.get('Accept')).toBe('application/json')
  })

  it('calls onUnauthorized for a 401 and keeps the token out of the error', async () => {
    api.server.use(http.get(url, () => new HttpResponse('no', { status: 401 })))
    const onUnauthorized = vi.fn()
    const error = await failure(
      sendRequest({ onUnauthorized, headers: { Authorization: 'Bearer secret-token' } }, { method: 'GET', url }),
    )
    expect(onUnauthorized).toHaveBeenCalledWith(error)
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('secret-token')
    expect(error.body).toBe('no')
  })

  it('calls a malformed 2xx body that is not JSON what it is', async () => {
    api.server.use(http.get(url, () => HttpResponse.html('<html><body>Login</body></html>')))
    const error = await failure(sendRequest({}, { method: 'GET', url }))
    expect(error).toMatchObject({ kind: 'malformed', status: 200 })
    expect(error.message).toMatch(/is not JSON \(text\/html.*\): <html><body>Login/)
  })

  it('calls a failed connection a network error', async () => {
    api.server.use(http.get(url, () => HttpResponse.error()))
    const error = await failure(sendRequest({}, { method: 'GET', url }))
    expect(error).toMatchObject({ kind: 'network', status: 0 })
  })

  it('rejects with the AbortError itself when the signal fires', async () => {
    api.server.use(http.get(url, () => new Promise(() => {})))
    const controller = new AbortController()
    const promise = sendRequest({}, { method: 'GET', url, signal: controller.signal })
    controller.abort()
    const error = await rejectionOf(promise, DOMException)
    expect(error).not.toBeInstanceOf(RestError)
    expect(error.name).toBe('AbortError')
  })

  it('uses the fetch implementation it is given', async () => {
    const fetch = vi.fn(async () => Response.json({ from: 'custom' }))
    await expect(sendRequest({ fetch }, { method: 'GET', url })).resolves.toEqual({
      status: 200,
      body: { from: 'custom' },
    })
    expect(api.lines()).toEqual([])
  })

  it('times out after 30 s by default, never with timeoutMs 0, and leaves no timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      api.server.use(
        http.get(`${ORIGIN}/hang`, () => new Promise<never>(() => {})),
        http.get(`${ORIGIN}/quick`, () => HttpResponse.json({ ok: true })),
      )
      let byDefault: unknown = 'pending'
      let off: unknown = 'pending'
      void sendRequest({}, { method: 'GET', url: `${ORIGIN}/hang` }).catch((error: unknown) => (byDefault = error))
      void sendRequest({ timeoutMs: 0 }, { method: 'GET', url: `${ORIGIN}/hang` }).catch(
        (error: unknown) => (off = error),
      )
      await vi.advanceTimersByTimeAsync(29_999)
      expect(byDefault).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(byDefault).toBeInstanceOf(RestError)
      expect(byDefault).toMatchObject({ kind: 'timeout', status: 0, cause: { name: 'TimeoutError' } })
      expect((byDefault as Error).message).toMatch(/GET http:\/\/api\.test\/hang timed out after 30000 ms/)
      await vi.advanceTimersByTimeAsync(10 * 60_000)
      expect(off).toBe('pending')
      await sendRequest({}, { method: 'GET', url: `${ORIGIN}/quick` })
      // A request that answered clears its timer; only the hanging one without a time-out is left, with none.
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves no timer behind when the headers cannot be made (a token refresh that fails, a bad header value)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const refused = new Error('token refresh failed')
      await expect(
        sendRequest({ headers: () => Promise.reject(refused) }, { method: 'GET', url: `${ORIGIN}/quick` }),
      ).rejects.toBe(refused)
      await expect(
        sendRequest({ headers: { Authorization: 'Bearer a\nb' } }, { method: 'GET', url: `${ORIGIN}/quick` }),
      ).rejects.toThrow(TypeError)
      // A server keeps neither the request's closure nor its process alive for the 30 s time-out.
      expect(vi.getTimerCount()).toBe(0)
      expect(api.lines()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
