import { useMemo } from 'react'
import { sendRequest, useHttpSettings, type RequestSpec } from 'use-rest-page-api'

/**
 * The app's writes outside the lists (a publication, an action on a to-do): the hook's own request under the
 * provider's settings, so they carry the session's token, its time-out and its error kinds.
 *
 * @example
 * const api = useApi()
 * const result = await api.send<Publication>('POST', `/api/forms/${id}/publications`, body)
 */
export function useApi() {
  const settings = useHttpSettings()
  return useMemo(
    () => ({
      send: <T>(method: RequestSpec['method'], path: string, body?: unknown, signal?: AbortSignal) =>
        sendRequest(settings, { method, url: path, body, signal }).then((res) => res.body as T),
    }),
    [settings],
  )
}
