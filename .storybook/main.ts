import type { StorybookConfig } from '@storybook/react-vite'

/**
 * Storybook for the form app: every page in every state a user can meet, from the msw mock (`form-mock-server`),
 * no backend. `pnpm storybook` serves it on 6006; `pnpm build-storybook` writes `storybook-static/`; the Vitest
 * project `storybook` (root `vite.config.ts`) runs every story's `play` in Chromium.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // msw-storybook-addon is not an addon entry any more: its loader sits in preview.tsx.
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  // mockServiceWorker.js lives there (the root package.json's msw.workerDirectory).
  staticDirs: ['../packages/demo/public'],
  // Without this every start and build waits about 7 s on DNS retries of the closed network.
  core: { disableTelemetry: true },
  // Props tables from the TypeScript types of the app's components and the stories' own components only.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { include: ['packages/demo/src/**/*.tsx', 'stories/**/*.tsx'] },
  },
  viteFinal: (config) => ({
    ...config,
    build: {
      ...config.build,
      // Storybook's preview bundles React, msw and its own runtime in one chunk: a tool for designers, never shipped.
      chunkSizeWarningLimit: 2_000,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        // swr's "use client" directive means nothing outside React Server Components; the plugin-timings notice says
        // the props tables (react-docgen-typescript) take a few seconds of the build, which we accept for them.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'PLUGIN_TIMINGS') warn(warning)
        },
      },
    },
  }),
}

export default config
