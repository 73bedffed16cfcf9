import { useEffect, useState, useSyncExternalStore } from 'react'
import { createResourceObserver, type ResourceConfig } from '../core/resource/createResourceObserver.ts'
import type { RestResource, RestResourceOptions } from '../core/resource/RestResource.ts'
import { useHttpSettings, usePageStore } from './RestPageApiProvider.tsx'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'

const NO_OPTIONS: RestResourceOptions = {}

/**
 * One JSON resource that is not a paged list (a record, a form's definition, reference data), read with `GET url`
 * under the provider's settings (its fetch, headers, time-out, `onUnauthorized`) and kept in the same store as the
 * lists (`core/resource/createResourceObserver.ts`). Readers of one url share one entry and one request;
 * `url` `null` reads nothing. `store.clear()` empties it; `store.invalidate(collection)` makes it stale for every
 * collection its path is under (`/api/forms/7` is under `/api/forms/7`, `/api/forms` and `/api`), so a record write
 * through any list of `/api/forms` reloads it with no invalidation written by hand. Kept `gcTime` once no reader
 * shows it, as a list page. A server renders it as loading: it is not prefetched or handed over.
 *
 * @param url The resource's url, or `null` to read nothing (a parent not chosen yet).
 * @param options When it reloads on its own (no focus or reconnect reloads unless asked). Default: none.
 * @example
 * const form = useRestResource<Form>(`/api/forms/${encodeURIComponent(formId)}`)
 * if (form.error) return <ErrorPanel error={form.error} onRetry={form.reload} />
 * return <h1 aria-busy={form.isFetching}>{form.data?.name}</h1>
 */
export function useRestResource<TData>(
  url: string | null,
  options: RestResourceOptions = NO_OPTIONS,
): RestResource<TData> {
  const config: ResourceConfig = { url, settings: useHttpSettings(), options }
  const store = usePageStore<unknown>()
  const [observer] = useState(() => createResourceObserver<TData>(store, config))
  const result = useSyncExternalStore(
    observer.subscribe,
    () => observer.getOptimisticResult(config),
    () => observer.getServerResult(config),
  )
  // After the commit: the url, settings and options the loads and reloads use.
  useIsomorphicLayoutEffect(() => observer.setConfig(config))
  useEffect(() => observer.connect(), [observer])
  return result
}
