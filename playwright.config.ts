import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './test/browser/chromium.ts'

/**
 * The end-to-end specs (e2e/), on two builds of the demo: the plain one, served by `vite preview` on port 4180 (or
 * E2E_PORT), and the one compiled by the React Compiler (REACT_COMPILER=1, packages/demo/vite.config.ts) on the port
 * after it, each with its embedded msw worker, driven in the system Chromium. Projects `desktop` (every spec at 1280
 * px) and `mobile` (every page at 390 px) drive the plain build, `compiler-desktop` (every spec at 1280 px) the
 * compiled one; `e2e/build.spec.ts` checks that each serves the build it names. `pnpm test` runs them after Vitest
 * when Chromium is present; `pnpm e2e` runs only them (`pnpm e2e --project desktop --project mobile` the plain build
 * alone). Artifacts: `test-results/screenshots/<project>/<page>.png` (see e2e/pages.spec.ts),
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

// E2E_PORT lets two checkouts on one machine run their specs side by side (each takes that port and the next).
const port = Number(process.env.E2E_PORT || 4180)

/** A build of the demo the specs run on: its web server's port and output folder, and the env it is built with. */
interface Build {
  /** `plain` or `compiler`: the projects' metadata (`testInfo.project.metadata.build`). */
  name: 'plain' | 'compiler'
  /** Before the project names (`desktop`, `compiler-desktop`). */
  prefix: string
  port: number
  // Built outside packages/demo/dist so a `vite build` run by someone else meanwhile cannot empty what is served.
  outDir: string
  env: Record<string, string>
}
const plain: Build = {
  name: 'plain',
  prefix: '',
  port,
  outDir: '../../node_modules/.e2e-dist',
  // REACT_COMPILER=1 left in the shell must not compile the plain build.
  env: { REACT_COMPILER: '0' },
}
const compiled: Build = {
  name: 'compiler',
  prefix: 'compiler-',
  port: port + 1,
  outDir: '../../node_modules/.e2e-dist-compiler',
  env: { REACT_COMPILER: '1' },
}

/**
 * The projects of one build: every spec at 1280 px, and, with `narrow`, every page again at 390 px (`pages.spec.ts`;
 * the behaviour specs run once, at 1280 px, those of the phone's layout setting 390 px themselves).
 */
const projectsOf = (build: Build, narrow: boolean): NonNullable<PlaywrightTestConfig['projects']> => [
  {
    name: `${build.prefix}desktop`,
    metadata: { build: build.name },
    use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${build.port}`, viewport: { width: 1280, height: 800 } },
  },
  ...(narrow
    ? [
        {
          name: `${build.prefix}mobile`,
          metadata: { build: build.name },
          testMatch: 'pages.spec.ts',
          use: {
            browserName: 'chromium' as const,
            baseURL: `http://127.0.0.1:${build.port}`,
            viewport: { width: 390, height: 844 },
          },
        },
      ]
    : []),
]

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
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The compiled build at one width: every spec on both builds took twice as long as on the plain one (more than
  // 4 minutes more here); the compiled build's pages at 390 px were the part it can drop without dropping a behaviour
  // (packages/demo/README.md, "The React Compiler").
  projects: [...projectsOf(plain, true), ...projectsOf(compiled, false)],
  // One web server a build, started one after the other (each builds, then serves with `vite preview`, in one
  // process that exits when Playwright does, however Playwright ends: scripts/e2eServer.mjs; a run killed before its
  // teardown no longer leaves a server holding the port).
  webServer: [plain, compiled].map((build) => ({
    command: `node ../../scripts/e2eServer.mjs ${build.port} ${build.outDir}`,
    cwd: 'packages/demo',
    env: build.env,
    url: `http://127.0.0.1:${build.port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Asked to close (the port freed) before Playwright exits; killed after 5 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
