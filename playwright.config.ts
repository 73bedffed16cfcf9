import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './test/browser/chromium.ts'

/**
 * The end-to-end specs (e2e/): the demo built and served by `vite preview` on port 4180 (or E2E_PORT) with its embedded msw worker,
 * driven in the system Chromium. `pnpm test` runs them after Vitest when Chromium is present; `pnpm e2e` runs only
 * them. Artifacts: `test-results/screenshots/<project>/<page>.png` (every page at both widths, see e2e/pages.spec.ts),
 * `test-results/e2e-report.json` (what `.ci/run` counts), and on failure a trace and screenshot under
 * `test-results/playwright/`.
 */
const executablePath = chromiumPath()
if (!executablePath) {
  throw new Error(
    `[e2e] no Chromium at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}: install it (apt-get install -y chromium fonts-noto-cjk) or set CHROMIUM_PATH; never "playwright install"`,
  )
}
// The specs drive the embedded mock: a VITE_API_BASE left in the shell would point the built app at a real server.
delete process.env.VITE_API_BASE

// E2E_PORT lets two checkouts on one machine run their specs side by side.
const port = Number(process.env.E2E_PORT || 4180)
// Built outside packages/demo/dist so a `vite build` run by someone else meanwhile cannot empty what is served.
const outDir = '../../node_modules/.e2e-dist'

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: true,
  // No retry, in CI or not: a spec that fails only under load is a defect to find from its trace (kept on failure),
  // not one to run again. ('back and forward walk through pages and filters' used to fail on a loaded machine: it read
  // the rows as soon as the pager said 第 2 页, while page 1's rows were still on screen; specs now read rows once the
  // table is not busy, support/table.ts settledColumn.)
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // The narrow width: every page rendered and photographed (the behaviour specs run once, at 1280 px).
    {
      name: 'mobile',
      testMatch: 'pages.spec.ts',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // Builds, then serves with `vite preview`, in one process that exits when Playwright does, however Playwright ends
    // (scripts/e2eServer.mjs): a run killed before its teardown no longer leaves a server holding the port.
    command: `node ../../scripts/e2eServer.mjs ${port} ${outDir}`,
    cwd: 'packages/demo',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Asked to close (the port freed) before Playwright exits; killed after 5 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
