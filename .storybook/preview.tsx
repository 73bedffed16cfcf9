// The app's design tokens, shared classes and shell, as main.tsx loads them. First, so that they come before the
// stylesheets the components import (withPage's routes import them), as in the app's build.
import '../packages/demo/src/styles/tokens.css'
import '../packages/demo/src/styles/app.css'
import '../packages/demo/src/app/AppShell.css'
import '../packages/demo/src/components/ProgressBar.css'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { SWRConfig } from 'swr'
import { checkConsole, watchConsole } from '../stories/support/consoleGuard.ts'
import { installStoryMock } from '../stories/support/storyMock.ts'
import { withPage } from '../stories/support/withPage.tsx'

/** 1280 px is the desktop width the app is designed for; 390 px the phone width it must also work at. */
const viewports = {
  desktop: { name: '桌面 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  phone: { name: '手机 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      // Module loads and assets go through the same service worker: let everything the mock does not serve pass.
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
      return worker
    }),
  ],
  // Runs after the loader has reset the worker's handlers, before the story's own beforeEach (whose handlers win).
  beforeEach: ({ msw }) => {
    watchConsole()
    return installStoryMock(msw)
  },
  // The app logs no errors or warnings (issue 9): a story that makes it log one fails.
  afterEach: () => checkConsole(),
  decorators: [
    // Page stories (`parameters.page`): the app's providers, signed in, in its shell, at the story's address.
    withPage,
    // A fresh SWR cache per story for the single resources (the lists get a fresh store from the app's providers): a
    // page shown in one story never starts from another story's data.
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
}

export default preview
