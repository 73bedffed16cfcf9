import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test'

export { expect }
export type { Page }

/** What the page said that a test did not expect: any console error or warning, and any uncaught page error. */
interface ConsoleGuard {
  /**
   * Lets through console messages matching `pattern`, for the rest of the test. Only for what the test provokes on
   * purpose: Chromium logs every answer with an error status it gets ("Failed to load resource: the server
   * responded with a status of 401"), so a test that forces a 401 allows `/status of 401/`.
   */
  allow(pattern: RegExp): void
}

interface Watch {
  allowed: RegExp[]
  problems: string[]
}

/** axe-core's browser build, run inside the page (nothing is downloaded). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** What axe-core finds wrong on the page as it is now: one line per rule broken, with up to three places. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's own script policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>
      }
    }
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
  })
}

/** Fails when axe-core finds a violation on the page in the state it is in (`state` names it in the report). */
export async function expectAccessible(page: Page, state: string) {
  expect(await axeViolations(page), `axe-core on ${state}`).toEqual([])
}

interface Fixtures {
  /** axe-core runs on the page as each test leaves it; every test's last state is checked. */
  axeAfterEach: void
  consoleWatch: Watch
  consoleGuard: ConsoleGuard
  /** A new, empty browser context (another user, or the same user later), watched by the console guard. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
}

/** Watches a context's pages: what they say that is not allowed goes to `problems`. */
function watch(context: BrowserContext, { allowed, problems }: Watch) {
  const ok = (text: string) => allowed.some((pattern) => pattern.test(text))
  const onPage = (page: Page) => {
    page.on('console', (message) => {
      const type = message.type()
      if ((type !== 'error' && type !== 'warning') || ok(message.text())) return
      const { url, lineNumber } = message.location()
      problems.push(`console.${type} on ${page.url()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
    })
    page.on('pageerror', (error) => {
      if (!ok(error.message)) problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`)
    })
  }
  context.pages().forEach(onPage)
  context.on('page', onPage)
}

/**
 * The specs' `test`: every test fails on a console error or warning (React's warnings, msw's "intercepted a request
 * without a matching request handler") or an uncaught page error, in its own page and in every context it opens.
 * Each test runs in a fresh context (Playwright's default), so each starts on a fresh mock database.
 */
export const test = base.extend<Fixtures>({
  consoleWatch: [
    async ({ context }, run) => {
      const watched: Watch = { allowed: [], problems: [] }
      watch(context, watched)
      await run(watched)
      expect(watched.problems, 'the page logged errors or warnings').toEqual([])
    },
    { auto: true },
  ],
  axeAfterEach: [
    async ({ page }, run, testInfo) => {
      await run()
      // A failed test's state is not the app's; a closed or never-opened page has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === 'about:blank') return
      await expectAccessible(page, `the last state of "${testInfo.title}" (${page.url()})`)
    },
    { auto: true },
  ],
  consoleGuard: async ({ consoleWatch }, run) => {
    await run({ allow: (pattern) => consoleWatch.allowed.push(pattern) })
  },
  openContext: async ({ browser, baseURL, viewport, locale, timezoneId, consoleWatch }, run) => {
    const opened: BrowserContext[] = []
    await run(async (options) => {
      // The test's own settings (address, width, language, time zone), as its first context has them.
      const settings: BrowserContextOptions = { viewport, ...(baseURL && { baseURL }), ...(locale && { locale }) }
      if (timezoneId) settings.timezoneId = timezoneId
      const context = await browser.newContext({ ...settings, ...options })
      watch(context, consoleWatch)
      opened.push(context)
      return context
    })
    await Promise.all(opened.map((context) => context.close()))
  },
})

/** Saves a full-page screenshot as `test-results/screenshots/<project>/<name>.png` (the page's artifact). */
export async function screenshot(page: Page, name: string, testInfo: TestInfo) {
  const dir = `test-results/screenshots/${testInfo.project.name}`
  mkdirSync(dir, { recursive: true })
  const path = `${dir}/${name}.png`
  // Not `fullPage`: headless Chromium shrinks the window to 1×1 for a moment to capture beyond the viewport, which
  // fires the page's media queries (the list became a phone's feed and back, remounting the open drawer). A viewport
  // as tall as the page, at the same width, photographs the same page without that.
  const viewport = page.viewportSize()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  if (viewport && height > viewport.height) await page.setViewportSize({ ...viewport, height: Math.min(height, 8000) })
  await page.screenshot({ path })
  if (viewport) await page.setViewportSize(viewport)
  return path
}
