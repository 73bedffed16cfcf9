import { errorResponse } from 'form-mock-server'
import { delay, http, HttpResponse, type HttpHandler } from 'msw'

/**
 * msw handlers a story adds in its `beforeEach` (`msw.use(...)`) to put the page in a state: they sit before the
 * story's mock and either answer themselves or return nothing, letting the mock answer. Paths are msw patterns on
 * any origin, as the mock's own (`'*\/api/forms/:formId/drafts'`).
 */

/** The filters of the form app's lists; a request with one of them set is a filtered one. */
const LIST_FILTERS = ['bt', 'btContains', 'cjsj', 'cjsjFrom', 'cjsjTo', 'zbbm', 'zbbmTree', 'status', 'cjr']

/**
 * A tab's count: the list endpoint asked for one record (`size=1`). The handlers that put a list in a state leave
 * these to the mock, so the state is the list's own (its first request is the one that fails or hangs).
 */
const isTabCount = (request: Request) => new URL(request.url).searchParams.get('size') === '1'

/**
 * A slow server: the first request on `path` answers at once, every later one never does, so the next page, sort or
 * filter leaves the page loading with the previous rows on screen.
 */
export function slowAfterFirst(path: string): HttpHandler {
  let answered = 0
  return http.get(path, async ({ request }) => {
    if (isTabCount(request)) return
    if (answered++ > 0) await delay('infinite')
  })
}

/** A server that takes `ms` to answer every request on `path` (then the mock answers). */
export function slow(path: string, ms: number, method: 'get' | 'post' | 'all' = 'get'): HttpHandler {
  return http[method](path, async () => {
    await delay(ms)
  })
}

/** A list with nothing matching its filters: any filtered request answers an empty page. */
export function emptyWhenFiltered(path: string): HttpHandler {
  return http.get(path, ({ request }) => {
    const params = new URL(request.url).searchParams
    if (!LIST_FILTERS.some((key) => params.get(key))) return undefined
    const size = Number(params.get('size') ?? 15)
    return HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size })
  })
}

/** Every request on `path` fails with `status` and the mock's error body (`once`: only the first). */
export function failing(
  path: string,
  status: number,
  {
    method = 'get',
    once = false,
    message,
  }: { method?: 'get' | 'post' | 'put' | 'delete'; once?: boolean; message?: string } = {},
): HttpHandler {
  return http[method](
    path,
    ({ request }) => errorResponse(request, status, message ?? `the story's server answers ${status}`),
    { once },
  )
}

/**
 * The server refuses the first list request on `path` with 401: the session expired (the sign-in comes back). The
 * tabs' counts are left to the mock.
 */
export function sessionExpiredOnce(path: string): HttpHandler {
  let refused = false
  return http.get(path, ({ request }) => {
    if (refused || isTabCount(request)) return undefined
    refused = true
    return errorResponse(request, 401, 'the session expired')
  })
}
