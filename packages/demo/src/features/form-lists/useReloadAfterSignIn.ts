import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useApiContext } from '../../shared/api/ApiContext.tsx'

/**
 * Reloads a failed list when a new session starts: a request that waited for the sign-in past its time-out failed,
 * and the page resumes once the user is back. Requests still waiting are resent by the app's fetch on their own.
 */
export function useReloadAfterSignIn(isError: boolean, reload: () => unknown) {
  const { store } = useApiContext()
  const token = useSyncExternalStore(store.subscribe, () => store.token())
  const seen = useRef(token)
  useEffect(() => {
    if (seen.current === token) return
    seen.current = token
    if (isError) void reload()
  }, [token, isError, reload])
}
