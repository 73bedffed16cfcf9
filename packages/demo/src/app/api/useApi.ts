import { useMemo } from 'react'
import { useApiContext } from './ApiContext.tsx'
import { requestJson, type JsonMethod } from './requestJson.ts'

/** The app's JSON helper, bound to the session: `api.get<T>(path)`, `api.send<T>(method, path, body)`. */
export function useApi() {
  const { fetch } = useApiContext()
  return useMemo(
    () => ({
      get: <T>(path: string, signal?: AbortSignal) => requestJson<T>(fetch, 'GET', path, undefined, signal),
      send: <T>(method: JsonMethod, path: string, body?: unknown, signal?: AbortSignal) =>
        requestJson<T>(fetch, method, path, body, signal),
      /** The raw authorized fetch, for streams and other non-JSON calls. */
      fetch,
    }),
    [fetch],
  )
}
