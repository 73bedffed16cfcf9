import { http } from 'msw'
import type { setupMockApi } from './mockApi.ts'

/** One request the server holds: its answer is computed by the mock server when it is released, not before. */
export interface HeldRequest {
  method: string
  /** Path and query string, decoded (`/api/products?size=15&page=0`). */
  path: string
  /** Lets the mock server answer it now, from the data it holds now. */
  release(): Promise<void>
  /** Answers it with an error status instead. */
  fail(status?: number): Promise<void>
  released: boolean
}

/**
 * Holds the answers of the requests `match` picks until a test releases them, one at a time and in any order: the
 * request reaches the server (and is recorded as received) at once, and the mock server computes its answer when it
 * is released, so a test can change the server's records between the request and its answer. The handler falls
 * through to the mock's own handlers, so the answer is the real one.
 *
 * @example
 * const held = holdAnswers(api, (r) => r.path.startsWith('/api/products?'))
 * void list.nextPage()
 * const [page1] = await held.waitFor(1)
 * api.db.products.splice(0, 1)
 * await page1.release()
 */
export function holdAnswers(
  api: ReturnType<typeof setupMockApi>,
  match: (request: { method: string; path: string }) => boolean = () => true,
) {
  const all: HeldRequest[] = []
  const waiters = new Set<() => void>()
  let holding = true

  api.server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url)
      const req = { method: request.method, path: decodeURIComponent(url.pathname + url.search) }
      if (!holding || !match(req)) return undefined
      let answer!: (status: number | undefined) => void
      const gate = new Promise<number | undefined>((resolve) => (answer = resolve))
      const held: HeldRequest = {
        ...req,
        released: false,
        async release() {
          held.released = true
          answer(undefined)
          await settle()
        },
        async fail(status = 500) {
          held.released = true
          answer(status)
          await settle()
        },
      }
      all.push(held)
      for (const wake of [...waiters]) wake()
      const status = await gate
      if (status !== undefined)
        return new Response(JSON.stringify({ status, message: 'held and failed by the test' }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        })
      // Nothing returned: msw goes on to the mock server's own handler, which answers from its data as it is now.
      return undefined
    }),
  )

  return {
    /** Every request held so far, in the order they arrived (released ones included). */
    all: () => [...all],
    /** The held requests not released yet. */
    pending: () => all.filter((r) => !r.released),
    /** Resolves once `count` requests in all have been held; with them. */
    waitFor(count: number, timeoutMs = 2000): Promise<HeldRequest[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (all.length < count) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(all.slice(0, count))
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`expected ${count} held requests, got ${all.length}: ${all.map((r) => r.path).join(', ')}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    /** Releases every held request not released yet, in order. */
    async releaseAll() {
      for (const r of all) if (!r.released) await r.release()
    },
    /** Stops holding: later requests are answered at once (those held stay held until released). */
    stop() {
      holding = false
    },
  }
}

/** Lets the answer travel to the client and its promise callbacks run. */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
