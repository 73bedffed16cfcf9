import { existsSync } from 'node:fs'

/**
 * The system Chromium that browser tests launch (never a downloaded one: `playwright install` cannot reach its hosts
 * here). `CHROMIUM_PATH` overrides the default `/usr/bin/chromium`. `undefined` when there is none, so the caller can
 * say so loudly, or fail when `REQUIRE_BROWSER=1`.
 */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  return existsSync(path) ? path : undefined
}

/** Launch flags for the closed network: without the background-networking ones Chromium floods it with lookups. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** True when the run must fail rather than skip the browser tests (`.ci/run` sets `REQUIRE_BROWSER=1`). */
export const browserRequired = process.env.REQUIRE_BROWSER === '1'
