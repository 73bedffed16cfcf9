import { registerMockWorker } from './registerMockWorker.ts'

/** Where msw's worker script is served (`packages/demo/public`, msw's default). */
const WORKER_URL = '/mockServiceWorker.js'

/**
 * Starts the embedded mock, its three parts side by side instead of one after another: the service worker's
 * registration (fetched and started by the browser, off the page's thread), the mock's code (msw and the seeded
 * database, two chunks) and, in `main.tsx`, the app's code. Resolves when the worker answers, so every request the app
 * sends afterwards reaches the mock. Marks `boot:mock` (and its parts) for `pnpm bench:app`.
 */
export async function startEmbeddedMock(): Promise<void> {
  const started = performance.now()
  const [{ worker }] = await Promise.all([
    // The database is made as soon as the code is here, while the registration may still be under way.
    import('form-mock-server/browser').then(({ createMockWorker }) => {
      performance.measure('boot:mock-code', { start: started })
      const seeded = performance.now()
      // Its writes are shared with the app's other tabs, which then act on one server (`crossTab`); a network cut
      // (`controls.network`, the e2e specs' offline switch) outlasts a reload of the tab, as a cut cable does.
      const mock = createMockWorker({ crossTab: true, rememberNetwork: true })
      performance.measure('boot:mock-db', { start: seeded })
      return mock
    }),
    registerMockWorker(navigator.serviceWorker, WORKER_URL).then(() =>
      performance.measure('boot:mock-registered', { start: started }),
    ),
  ])
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: WORKER_URL } })
  performance.measure('boot:mock', { start: started })
}
