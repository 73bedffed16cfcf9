import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const src = 'packages/*/src/**'

/**
 * The Vitest projects of the workspace. The file name says where a test runs: `x.test.ts` in node, `x.test.tsx` in
 * jsdom (and again under React 18 for the hook), `x.test-d.ts` as a type test.
 */
export default defineConfig({
  test: {
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
        // The hook's tests again on React 18, the lowest version of the peer range.
        plugins: [react()],
        resolve: {
          alias: [
            { find: /^react$/, replacement: 'react-18' },
            { find: /^react\/(.*)$/, replacement: 'react-18/$1' },
            { find: /^react-dom$/, replacement: 'react-dom-18' },
            { find: /^react-dom\/(.*)$/, replacement: 'react-dom-18/$1' },
          ],
        },
        test: {
          name: 'react18',
          environment: 'jsdom',
          include: ['packages/use-rest-page-api/src/**/*.test.tsx'],
          setupFiles: ['test/setupDom.ts'],
          server: { deps: { inline: ['swr', '@testing-library/react', 'use-sync-external-store'] } },
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
