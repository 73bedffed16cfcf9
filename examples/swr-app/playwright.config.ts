import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../test/browser/chromium.ts'

/**
 * This example's specs (e2e/): the mock over HTTP on 4312 (without identity: `--no-auth`), the app built and served
 * by its own server (server.mjs) on 4302, driven in the system Chromium (never a downloaded one). The README's test command runs
 * it after the app's end-to-end specs; `pnpm test:e2e` here runs only it. Report:
 * `<repo>/test-results/examples/swr-app.json` (what `.ci/run` counts).
 */
const name = 'swr-app'
const port = 4302
const mockPort = 4312
const root = fileURLToPath(new URL('../..', import.meta.url))
const executablePath = chromiumPath()
if (!executablePath)
  throw new Error(`[${name}] no Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH`)

export default defineConfig<{ mockOrigin: string }>({
  testDir: 'e2e',
  outputDir: `${root}/test-results/examples/${name}`,
  forbidOnly: true,
  // One retry in CI; a retried test is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  // One mock, one worker: a test's create and delete never meet another test's reads.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${root}/test-results/examples/${name}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    mockOrigin: `http://127.0.0.1:${mockPort}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The mock's serve script itself (what `pnpm mock:serve` runs), without npx and pnpm before it: 3 s, not 15.
      command: `node --import tsx src/serve.ts --port ${mockPort} --no-auth`,
      cwd: `${root}/packages/mock-server`,
      url: `http://127.0.0.1:${mockPort}/api/sessions/users`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: 'npm run build && npm start',
      env: { VITE_API_ORIGIN: `http://127.0.0.1:${mockPort}`, HOST: '127.0.0.1', PORT: String(port) },
      url: `http://127.0.0.1:${port}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
})
