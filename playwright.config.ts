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
const vite = 'node node_modules/vite/bin/vite.js'

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: true,
  // One retry in CI: 'back and forward walk through pages and filters' failed once in ~10 full runs on a loaded
  // machine (page 2's rows under page 1 for 10 s) and never alone; a retried test is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
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
    command: `${vite} build --outDir ${outDir} --emptyOutDir --logLevel warn && ${vite} preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: 'packages/demo',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
