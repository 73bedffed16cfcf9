import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { installDocsMock } from '../support/docsMock.ts'
import { ExampleFrame } from '../support/ExampleFrame.tsx'
import '../support/highlight.ts'
import '../support/docs.css'

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      // Module loads and assets go through the same service worker: let everything the mock does not serve pass.
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
      return worker
    }),
  ],
  // A fresh mock per example (after the loader reset the worker's handlers, before the story's own beforeEach).
  beforeEach: ({ msw }) => installDocsMock(msw),
  decorators: [
    (Story) => (
      <ExampleFrame>
        <Story />
      </ExampleFrame>
    ),
  ],
  parameters: {
    layout: 'padded',
    // A table of contents beside each guide and reference page.
    docs: { toc: { headingSelector: 'h2, h3' } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Guides',
          [
            'Getting started',
            'TypeScript',
            'Important defaults',
            'Spring Boot',
            'URL sync and routers',
            'CRUD, optimistic writes and undo',
            'Writes outside lists',
            'Offline and conflicts',
            'Lists that stay true',
            'Keys and sharing',
            'Load more and keyset',
            'Server rendering',
            'Suspense and streaming',
            'SWR apps',
            'Testing',
            'Tables, nested filters and devtools',
            'Compared with TanStack Query, SWR and nuqs',
            'Troubleshooting',
            'Migrating from @sinoui',
          ],
          'Project',
          ['Decisions'],
          'API reference',
          [
            'use-rest-page-api',
            'server',
            'parsers',
            'infinite',
            'keyset',
            'react-router',
            'next',
            'table',
            'qs',
            'swr',
            'devtools',
            'testing',
          ],
        ],
      },
    },
  },
}

export default preview
