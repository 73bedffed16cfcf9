import { useCallback, useEffect, useState } from 'react'
import { useApi } from './useApi.ts'

export interface ApiQuery<T> {
  data: T | undefined
  error: Error | undefined
  isLoading: boolean
  /** Loads again. */
  reload: () => void
}

/**
 * Reads one JSON resource that is not a paged list (a form's name, the departments) through the app's fetch, on
 * mount and whenever `path` changes; aborts on unmount. `path` `null` loads nothing.
 *
 * @example
 * const form = useApiQuery<FormInfo>(`/api/forms?id=${encodeURIComponent(formId)}`)
 */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const api = useApi()
  const [round, setRound] = useState(0)
  const [state, setState] = useState<{ key: string | null; data?: T; error?: Error }>({ key: null })
  useEffect(() => {
    if (path === null) return
    const controller = new AbortController()
    const key = `${path}#${round}`
    api.get<T>(path, controller.signal).then(
      (data) => setState({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, error: error instanceof Error ? error : new Error(String(error)) })
      },
    )
    return () => controller.abort()
  }, [api, path, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  const current = state.key === `${path}#${round}`
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isLoading: path !== null && !current,
    reload,
  }
}
