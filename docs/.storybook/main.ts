import type { StorybookConfig } from '@storybook/react-vite'
import remarkGfm from 'remark-gfm'

/**
 * The docs site of `use-rest-page-api`: the landing page, the guides (MDX) with their live examples (stories run
 * against the msw mock in the page) and the API reference generated from the TSDoc (`docs/api/`, written by
 * `docs/tools/generateApiReference.mjs` before `pnpm run docs` and `pnpm docs:build`). A Storybook of its own, so the
 * designers' Storybook of the form app (`.storybook/`) stays as it is.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../Introduction.mdx', '../guides/*.mdx', '../guides/*.stories.tsx', '../api/*.mdx'],
  addons: [
    // GitHub's Markdown tables in the guides and the reference (MDX 3 has none without remark-gfm).
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-vitest',
  ],
  // mockServiceWorker.js lives there (the root package.json's msw.workerDirectory).
  staticDirs: ['../../packages/demo/public'],
  // Without this every start and build waits about 7 s on DNS retries of the closed network.
  core: { disableTelemetry: true },
  // The examples' props are not the point of a guide: no props tables, so no react-docgen pass.
  typescript: { reactDocgen: false },
  viteFinal: (config) => ({
    ...config,
    build: {
      ...config.build,
      // The preview bundles React, msw and Storybook's runtime in one chunk: a docs site, never shipped in an app.
      chunkSizeWarningLimit: 2_000,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        // swr's "use client" directive means nothing outside React Server Components.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'PLUGIN_TIMINGS') warn(warning)
        },
      },
    },
  }),
}

export default config
