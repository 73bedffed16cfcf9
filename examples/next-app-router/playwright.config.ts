import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { API_PORT, APP_PORT, RECORDER_PORT } from './e2e/ports.ts'

/**
 * The example's end-to-end specs (e2e/), self-contained: the mock REST API over HTTP (port 4314), a recorder in front
 * of it that remembers what the API received (4340), and the app built with `next build` and served by `next start`
 * (4304), driven in the system Chromium. Reports: a list, and JSON in <repo>/test-results/examples/next-app-router.json.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url))
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(executablePath)) {
  throw new Error(
    `[next-app-router e2e] no Chromium at ${executablePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH; never "playwright install"`,
  )
}
// Without the background-networking flags Chromium floods a closed network with lookups.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${repo}/test-results/examples/next-app-router`,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // One mock database for every spec: the specs run one after the other.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${repo}/test-results/examples/next-app-router.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `npx -y pnpm@10.34.9 mock:serve --port ${API_PORT}`,
      cwd: repo,
      url: `http://127.0.0.1:${API_PORT}/api/sessions/users`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node e2e/apiRecorder.mjs ${RECORDER_PORT} http://127.0.0.1:${API_PORT}`,
      url: `http://127.0.0.1:${RECORDER_PORT}/__recorded`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node e2e/appServer.mjs ${APP_PORT}`,
      url: `http://127.0.0.1:${APP_PORT}/sign-in`,
      env: { API_ORIGIN: `http://127.0.0.1:${RECORDER_PORT}` },
      reuseExistingServer: false,
      // next build takes 1-2 minutes on 2 cores.
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
    },
  ],
})
