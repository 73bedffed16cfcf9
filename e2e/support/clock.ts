import type { Page } from '@playwright/test'
import { expectAccessible } from '../fixtures.ts'

/**
 * Stops the page's clock once it has loaded (Playwright's fake clock, installed now): what waits on it (a delete's 5
 * s to undo, the mock's `x-mock-delay`) never ends on its own, however loaded the machine is, until the test moves it
 * (`page.clock.runFor`) or lets it go (`page.clock.resume()`, before the test ends: axe runs on timers). It jumps a
 * minute ahead first, as it must stop in its future.
 */
export async function holdTheClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000)
}

/** Checks a state with axe while the clock is held: axe waits on timers, so the clock moves 10 ms at a time meanwhile. */
export async function expectAccessibleHeld(page: Page, state: string) {
  let done = false
  const check = expectAccessible(page, state).finally(() => (done = true))
  while (!done) await page.clock.runFor(10)
  await check
}
