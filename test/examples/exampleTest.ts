import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test'

export { expect }

/** One request the browser sent to the mock (the REST API), in order. */
export interface ApiCall {
  method: string
  /** `/api/products` */
  path: string
  query: URLSearchParams
  request: Request
}

interface Options {
  /** Where the example's mock listens (`http://127.0.0.1:4313`): set in the example's playwright.config.ts. */
  mockOrigin: string
}

interface Fixtures {
  /** Fails the test on any console error or warning, and any uncaught page error, of any page of the context. */
  consoleClean: void
  /** Every request the context's pages sent to the mock. */
  apiCalls: ApiCall[]
  /** The mock as the test's own client (not the browser's): what a page of the list holds there. */
  mock: MockClient
}

export interface MockClient {
  /** A token of the mock's admin (`POST /api/sessions {userId: "1"}`), for the test's own reads. */
  token(): Promise<string>
  /** The titles of `/api/products?<query>` as the mock answers it now. */
  titles(query: Record<string, string>): Promise<string[]>
  /** The status of `GET /api/products/{id}`. */
  productStatus(id: string): Promise<number>
}

function mockClient(request: APIRequestContext, origin: string): MockClient {
  let token: Promise<string> | undefined
  const signIn = async () => {
    const response = await request.post(`${origin}/api/sessions`, { data: { userId: '1' } })
    expect(response.status(), 'the mock signs the test in').toBe(201)
    return ((await response.json()) as { token: string }).token
  }
  const headers = async () => ({ Authorization: `Bearer ${await (token ??= signIn())}` })
  return {
    token: () => (token ??= signIn()),
    async titles(query) {
      const response = await request.get(`${origin}/api/products?${new URLSearchParams(query)}`, {
        headers: await headers(),
      })
      expect(response.ok(), `GET /api/products?${new URLSearchParams(query)}`).toBe(true)
      return ((await response.json()) as { content: { title: string }[] }).content.map((product) => product.title)
    },
    async productStatus(id) {
      const response = await request.get(`${origin}/api/products/${encodeURIComponent(id)}`, {
        headers: await headers(),
      })
      return response.status()
    },
  }
}

function watchConsole(context: BrowserContext, problems: string[]) {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console.${message.type()} on ${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`))
  }
  context.pages().forEach(watch)
  context.on('page', watch)
}

/**
 * Playwright's `test` for the examples' specs: every test fails on a console error or warning (a hydration mismatch
 * is one), and sees the requests its pages sent to the mock.
 */
export const test = base.extend<Fixtures & Options>({
  mockOrigin: ['http://127.0.0.1:4010', { option: true }],
  consoleClean: [
    async ({ context }, run) => {
      const problems: string[] = []
      watchConsole(context, problems)
      await run()
      expect(problems, 'console errors and warnings').toEqual([])
    },
    { auto: true },
  ],
  apiCalls: async ({ context, mockOrigin }, run) => {
    const calls: ApiCall[] = []
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== mockOrigin) return
      calls.push({ method: request.method(), path: url.pathname, query: url.searchParams, request })
    })
    await run(calls)
  },
  mock: async ({ playwright, mockOrigin }, run) => {
    const request = await playwright.request.newContext()
    await run(mockClient(request, mockOrigin))
    await request.dispose()
  },
})

/** The list requests among `calls` (`GET /api/products?...`), each as its query's parameters. */
export function listRequests(calls: readonly ApiCall[]): Record<string, string>[] {
  return calls
    .filter((call) => call.method === 'GET' && call.path === '/api/products')
    .map((call) => Object.fromEntries(call.query))
}
