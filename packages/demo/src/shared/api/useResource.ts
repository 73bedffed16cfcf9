import useSWR from 'swr'
import { sendRequest, useHttpSettings, type RestPageApiSettings } from 'use-rest-page-api'

export interface Resource<T> {
  data: T | undefined
  error: Error | undefined
  isLoading: boolean
  /** A request is on its way (the first, or a reload while the last data stays on screen). */
  isValidating: boolean
  /** Loads again. */
  reload: () => void
}

/** The one GET of the app's single resources: the hook's request under the provider's settings, the body read. */
export const getJson = <T>(settings: RestPageApiSettings, path: string, signal?: AbortSignal): Promise<T> =>
  sendRequest(settings, { method: 'GET', url: path, signal }).then((res) => res.body as T)

/**
 * Reads one JSON resource that is not a paged list (a form's name, the departments) through SWR, with the hook's own
 * request (`sendRequest`) under `RestPageApiProvider`'s settings: the app's fetch (base, token, 401 then sign-in),
 * its time-out and error kinds. The same path read twice on a page is one request; `path` `null` reads nothing.
 *
 * @example
 * const form = useResource<FormInfo>(`/api/forms/${encodeURIComponent(formId)}`)
 */
export function useResource<T>(path: string | null): Resource<T> {
  const settings = useHttpSettings()
  const swr = useSWR<T, Error>(path, (key: string) => getJson<T>(settings, key), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  })
  return {
    data: swr.data,
    error: swr.error,
    isLoading: path !== null && swr.isLoading,
    isValidating: swr.isValidating,
    reload: () => void swr.mutate(),
  }
}
