import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const src = 'packages/*/src/**'
const react18 = fileURLToPath(new URL('test/react18/node_modules', import.meta.url))

/**
 * The Vitest projects of the workspace. The file name says where a test runs: `x.test.ts` in node, `x.test.tsx` in
 * jsdom (and again under React 18 for the hook), `x.test-d.ts` as a type test.
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
        // The hook's tests again on React 18, the lowest version of the peer range. test/react18 is a workspace
        // package whose dependencies peer on React 18, so react-dom, swr, Testing Library and react-table all share it.
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
          setupFiles: ['test/setupDom.ts'],
        },
      },
      {
        // `pnpm bench`: local edits against a plain useState update (a command that prints figures, not a test).
        plugins: [react()],
        test: {
          name: 'bench',
          environment: 'jsdom',
          include: [],
          benchmark: { include: ['packages/*/bench/*.bench.tsx'] },
        },
      },
      {
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: [`${src}/*.test-d.ts`], tsconfig: './tsconfig.json' },
        },
      },
    ],
  },
})
