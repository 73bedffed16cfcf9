import { useEffect, type ReactElement, type ReactNode } from 'react'
import type { RestPageApiSettings } from '../core/engine/RestPageApiOptions.ts'
import { PREFIX } from '../core/http/RestError.ts'
import { createRestPageStore, type RestPageStore } from '../core/store/createRestPageStore.ts'
import { RestPageApiProvider } from '../react/RestPageApiProvider.tsx'

/**
 * The provider settings of `createTestProvider`, for a test that renders its own `RestPageApiProvider` (an app's
 * providers component): `<RestPageApiProvider {...testSettings} store={createRestPageStore()}>`. A list's own
 * option still wins over them (a list given `refreshInterval` polls in a test too).
 * - `revalidateOnFocus: false`, `revalidateOnReconnect: false`: a `focus` or `online` event jsdom or a test fires
 *   sends nothing;
 * - `crossTab: false`: another test's store (or a tab) writing to the same collection reloads nothing here;
 * - `refreshInterval: 0`: no polling;
 * - `retry: false`: a failed background reload shows its error at once, with no retry 1, 2, 4 s later;
 * - `gcTime: Infinity`: no eviction timer; a page stays until the store is cleared (the wrapper clears it on
 *   unmount), so a test that goes back to a page finds it as the app would within 5 minutes.
 *
 * @example
 * render(<RestPageApiProvider {...testSettings} store={createRestPageStore()}><ProductsPage /></RestPageApiProvider>)
 */
export const testSettings = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  crossTab: false,
  refreshInterval: 0,
  retry: false,
  gcTime: Infinity,
} as const satisfies RestPageApiSettings

/** The options of `TestProvider.settled`. */
export interface SettledOptions {
  /**
   * Milliseconds to wait before rejecting with an error that names the loads still on their way (under Vitest's 5 s
   * test time-out, so a test fails with that message rather than "timed out"); `Infinity` waits for ever. Default:
   * `4000`.
   */
  timeout?: number
}

/** What `createTestProvider` returns: the wrapper to render with, its store, and the promise of a settled store. */
export interface TestProvider {
  /**
   * A `RestPageApiProvider` over `store` with `settings`, as Testing Library's `wrapper` (`renderHook`, `render`).
   * When the last render it wraps unmounts (Testing Library's cleanup after each test), it clears the store: a test
   * never sees the pages of the one before, even with one provider for the whole file.
   */
  wrapper: (props: { children?: ReactNode }) => ReactElement
  /** The store of the lists below `wrapper`: `invalidate`, `inspect`, `settled`. A new one per `createTestProvider`. */
  store: RestPageStore
  /** The provider's settings: `testSettings` with the ones given over them. */
  settings: RestPageApiSettings
  /**
   * Resolves once no load of the store is on its way or due (`store.settled()`): await it in `act`. It never waits
   * for a render, so it works in `await act(() => settled())` on React 18 and 19; a list that mounts in a render
   * still to come (after this act) is not waited for: call it again then. Rejects after `timeout` with the loads
   * still on their way.
   */
  settled(options?: SettledOptions): Promise<void>
}

/**
 * A provider for tests: a fresh store (one per call: make one per test, or one per file, since the wrapper clears
 * its store when unmounted), the quiet `testSettings` under any settings given, Testing Library's `wrapper`, and
 * `settled()` to await the store's loads. Compare TanStack Query's `new QueryClient({ defaultOptions: { queries: {
 * retry: false } } })` per test and SWR's `provider: () => new Map(), dedupingInterval: 0`.
 *
 * @param settings Provider settings over `testSettings` (`headers`, `fetch`, `revalidateOnFocus: true` for a test of
 * focus reloads). Default: none.
 * @example
 * const { wrapper, settled } = createTestProvider()
 * const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper })
 * await act(() => settled()) // the first page is on screen, or its error
 * expect(result.current.items).toHaveLength(15)
 */
export function createTestProvider(settings: RestPageApiSettings = {}): TestProvider {
  const store = createRestPageStore()
  const merged: RestPageApiSettings = { ...testSettings, ...settings }
  let mounted = 0

  function RestPageTestProvider({ children }: { children?: ReactNode }) {
    useEffect(() => {
      mounted++
      return () => {
        mounted--
        // After the lists below have let go (and unless it mounts again in the same task, as StrictMode does).
        queueMicrotask(() => mounted || store.clear())
      }
    }, [])
    return (
      <RestPageApiProvider {...merged} store={store}>
        {children}
      </RestPageApiProvider>
    )
  }

  return {
    wrapper: RestPageTestProvider,
    store,
    settings: merged,
    settled({ timeout = 4000 } = {}) {
      return new Promise<void>((resolve, reject) => {
        const timer =
          timeout < 2 ** 31
            ? setTimeout(() => {
                const busy = store
                  .inspect()
                  .filter((e) => e.busy)
                  .map((e) => `${e.request.url} page ${e.request.page} (${e.loading ? 'loading' : 'due'})`)
                reject(new Error(`${PREFIX}settled() waited ${timeout} ms; still on their way: ${busy.join(', ')}`))
              }, timeout)
            : undefined
        void store.settled().then(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    },
  }
}
