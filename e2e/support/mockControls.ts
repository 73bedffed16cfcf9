import type { Page } from '@playwright/test'

/** A request the app sends that should carry one of the mock's per-request control headers. */
export interface MockHeaderRule {
  method?: string
  /** A regular expression source, tested against the pathname (`/api/forms/x/records/y`). */
  path: string
  /** Query parameters that must hold. Default: any. */
  query?: Record<string, string>
  /** The mock's control headers (its README, Test controls): `x-mock-fault: 403`, `x-mock-delay: 2000`. */
  headers: Record<string, string>
  /** How many requests get them. Default: every one. */
  times?: number
}

declare global {
  interface Window {
    __e2eMockHeaders?: MockHeaderRule[]
  }
}

/**
 * Lets a test ask the embedded mock for a fault or a delay on chosen requests. The mock runs inside the page, out of
 * the test's reach, but honours per-request headers (`x-mock-fault: <status>`, `x-mock-delay: <ms>`) that the app
 * never sends; this adds them, as a proxy would, to the requests a rule matches. The request still goes to the mock,
 * which answers it. Call before `page.goto`, then `add` rules when the test needs them.
 */
export async function mockControls(page: Page) {
  await page.addInitScript(() => {
    const rules: MockHeaderRule[] = (window.__e2eMockHeaders = [])
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      const rule = rules.find(
        (r) =>
          (r.times === undefined || r.times > 0) &&
          (r.method ?? 'GET') === request.method &&
          new RegExp(r.path).test(url.pathname) &&
          Object.entries(r.query ?? {}).every(([key, value]) => url.searchParams.get(key) === value),
      )
      if (!rule) return original(request)
      if (rule.times !== undefined) rule.times -= 1
      for (const [name, value] of Object.entries(rule.headers)) request.headers.set(name, value)
      return original(request)
    }
  })
  return {
    /** Adds a rule for the requests sent from now on. */
    add: (rule: MockHeaderRule) =>
      page.evaluate((r) => {
        window.__e2eMockHeaders?.push(r)
      }, rule),
  }
}
