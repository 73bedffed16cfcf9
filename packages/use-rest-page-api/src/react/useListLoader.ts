import { useCallback, useEffect, useRef } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { isAbortError } from '../core/RestError.ts'
import { useIsomorphicLayoutEffect, useLatest } from './useLatest.ts'

/** Abort reasons: the query moved on (`LEFT`), or a newer request for the same query started (`REPLACED`). */
const LEFT = 'use-rest-page-api: the query changed'
const REPLACED = 'use-rest-page-api: a newer request for the same query started'

/**
 * SWR for one list key, with cancellation: a request whose query is no longer current is aborted, and so is every
 * request when the component unmounts. SWR writes a rejected fetch into the cache as an error even when the request
 * was superseded, so an abort of ours resolves with the data already cached (a no-op) instead of rejecting; if the
 * aborted query comes back before the abort lands, the request is made again.
 */
export function useListLoader<TData>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<TData>,
  prefetched: ReadonlySet<string>,
) {
  const { cache } = useSWRConfig()
  const controllers = useRef(new Map<string, AbortController>())
  const unsettled = useRef(new Set<string>())
  const mounted = useRef(false)
  const keyRef = useLatest(key)
  const loadRef = useLatest(load)

  const fetcher = useCallback(
    async (k: string): Promise<TData> => {
      // SWR revalidates a cached key on the next animation frame; by then the query may have moved on.
      if (mounted.current && keyRef.current !== k) return cache.get(k)?.data as TData
      controllers.current.get(k)?.abort(REPLACED)
      for (;;) {
        const controller = new AbortController()
        controllers.current.set(k, controller)
        try {
          return await loadRef.current(k, controller.signal)
        } catch (error) {
          if (!controller.signal.aborted && !isAbortError(error)) throw error
          if (controller.signal.reason === LEFT && mounted.current && keyRef.current === k) continue
          if (controller.signal.reason === LEFT) unsettled.current.add(k)
          return cache.get(k)?.data as TData
        } finally {
          if (controllers.current.get(k) === controller) controllers.current.delete(k)
        }
      }
    },
    [cache, keyRef, loadRef],
  )

  const swr = useSWR<TData, Error>(key, fetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
    revalidateIfStale: !prefetched.has(key),
  })
  const { mutate } = swr

  useIsomorphicLayoutEffect(() => {
    for (const [k, controller] of controllers.current) if (k !== key) controller.abort(LEFT)
    if (unsettled.current.delete(key)) void mutate()
  }, [key, mutate])

  useEffect(() => {
    mounted.current = true
    const current = controllers.current
    return () => {
      mounted.current = false
      // StrictMode unmounts and mounts again at once: abort only if the component stays unmounted.
      queueMicrotask(() => {
        if (!mounted.current) for (const controller of current.values()) controller.abort(LEFT)
      })
    }
  }, [])

  return swr
}
