import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { CHROMIUM_ARGS, chromiumPath } from './test/browser/chromium.ts'

const src = 'packages/*/src/**'
const react18 = fileURLToPath(new URL('test/react18/node_modules', import.meta.url))
const router8 = fileURLToPath(new URL('test/react-router8/node_modules/react-router', import.meta.url))

/**
 * Every story's `play` function, run by @storybook/addon-vitest in the system Chromium (headless). Built by a
 * function so no browser config object is shared with another project (Vitest then reports the name twice).
 */
function storybookProject(executablePath: string): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
    // Pre-bundled up front: discovering them mid-run reloads Vite and fails the first run on a cold cache.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-router',
        'swr',
        'msw',
        'msw/browser',
        'msw-storybook-addon/csf3',
        '@tanstack/react-table',
        'storybook/test',
      ],
    },
    test: {
      name: 'storybook',
      // No retry, as for the e2e specs: a story that fails only under load is a defect to find, not one to run again.
      retry: 0,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }
}

/**
 * The live examples of the docs site (`docs/guides/*.stories.tsx`): each `play` asserts what a reader sees, run by
 * @storybook/addon-vitest in the system Chromium against the msw mock, as the `storybook` project does for the app.
 * Built by a function of its own, so no browser config object is shared (pitfall 4 of shared/toolchain.md).
 */
function docsProject(executablePath: string): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('docs/.storybook', import.meta.url)) })],
    // Pre-bundled up front: discovering them mid-run reloads Vite and fails the first run on a cold cache.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        // The Server rendering guide renders to a string in the page.
        'react-dom/server',
        'react-router',
        'swr',
        'swr/_internal',
        '@tanstack/react-table',
        'msw',
        'msw/browser',
        'msw-storybook-addon/csf3',
        'storybook/test',
      ],
    },
    test: {
      name: 'docs',
      // The guides' MDX pages hold no stories of their own: their examples run from the stories files.
      exclude: [...configDefaults.exclude, '**/*.mdx'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }
}

// Without Chromium the story tests are left out here; scripts/test.mjs says so loudly (and fails with REQUIRE_BROWSER=1).
const chromium = chromiumPath()

/**
 * The Vitest projects of the workspace. The file name says where a test runs: `x.test.ts` in node, `x.test.tsx` in
 * jsdom (and again under React 18 for the hook), `x.test-d.ts` as a type test; `stories/*.stories.tsx` in Chromium.
 */
export default defineConfig({
  test: {
    // `pnpm coverage`: which lines of the packages no test runs (type-only files and entry re-exports left out).
    coverage: {
      provider: 'v8',
      include: [`${src}/*.{ts,tsx}`],
      exclude: [
        '**/*.test.*',
        '**/*.test-d.ts',
        '**/index.ts',
        '**/types.ts',
        '**/RestPageApiOptions.ts',
        '**/RestPageDataSource.ts',
      ],
      reporter: ['text'],
    },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [`${src}/*.test.ts`, 'test/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: [`${src}/*.test.tsx`],
          setupFiles: ['test/setupDom.ts'],
        },
      },
      {
        // The hook's tests again on React 18 and swr 2.2.5, the lowest versions of their peer ranges. test/react18 is a
        // workspace package whose dependencies peer on React 18, so react-dom, swr, Testing Library and react-table
        // all share it.
        plugins: [react()],
        resolve: {
          alias: ['react', 'react-dom', 'swr', '@testing-library/react', '@tanstack/react-table', 'react-router'].map(
            (name) => ({
              find: new RegExp(`^${name}(/.*)?$`),
              replacement: `${react18}/${name}$1`,
            }),
          ),
        },
        test: {
          name: 'react18',
          environment: 'jsdom',
          include: ['packages/use-rest-page-api/src/**/*.test.tsx'],
          // What React 18 lacks (<Activity>, React 19.2), and swr 2.5's unload(), which has no counterpart in the
          // swr 2.2.5 this project runs the /swr bridge on.
          exclude: [...configDefaults.exclude, '**/react-19-only/**', '**/*.unload.test.tsx'],
          setupFiles: ['test/setupDom.ts'],
        },
      },
      {
        // The React Router adapter's tests again on React Router 8 (React 19; its engines field asks for Node 22, its
        // browser code runs here in jsdom). test/react-router8 is a workspace package holding it.
        plugins: [react()],
        resolve: { alias: [{ find: /^react-router$/, replacement: router8 }] },
        test: {
          name: 'router8',
          environment: 'jsdom',
          env: { REACT_ROUTER_MAJOR: '8' },
          include: ['packages/use-rest-page-api/src/react-router/*.test.tsx'],
          setupFiles: ['test/setupDom.ts'],
        },
      },
      {
        // `pnpm bench`: the speed benches (the hook against a hand-written list, local edits against a plain useState
        // update), commands that print figures, not tests. On React's production build, which users ship: NODE_ENV
        // chooses React's build when the worker loads it, and JSX is compiled for production (no jsxDEV).
        plugins: [react()],
        oxc: { jsx: { development: false } },
        test: {
          name: 'bench',
          environment: 'jsdom',
          env: { NODE_ENV: 'production' },
          include: [],
          benchmark: { include: ['packages/*/bench/{sideBySide,localEdits}.bench.tsx'] },
        },
      },
      {
        // `pnpm bench`, the memory benches: what the store keeps, and what lists that come and go leave behind. On
        // React's development build, whose StrictMode mounts each list twice (the cycles they count on).
        plugins: [react()],
        test: {
          name: 'bench-memory',
          environment: 'jsdom',
          include: [],
          benchmark: {
            include: ['packages/*/bench/*.bench.tsx'],
            exclude: ['packages/*/bench/{sideBySide,localEdits}.bench.tsx'],
          },
        },
      },
      {
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: [`${src}/*.test-d.ts`], tsconfig: './tsconfig.json' },
        },
      },
      ...(chromium ? [storybookProject(chromium), docsProject(chromium)] : []),
    ],
  },
})
