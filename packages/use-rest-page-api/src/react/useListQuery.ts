import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatest } from './useLatest.ts'
import { parseUrlState, serializeUrlState, type UrlListState, type UrlStateConfig } from '../core/urlState.ts'

/** How a change of the list's state reaches the browser history. */
export type HistoryMode = 'push' | 'replace'

/** Writes the state into the address bar when the list is synced and the query string changes. */
function writeUrl(config: UrlStateConfig | null, state: UrlListState, mode: HistoryMode): void {
  if (!config || typeof window == 'undefined') return
  const { location, history } = window
  const search = serializeUrlState(location.search, state, config)
  if (search !== location.search)
    history[mode === 'push' ? 'pushState' : 'replaceState'](
      history.state,
      '',
      location.pathname + search + location.hash,
    )
}

/**
 * The list's page, size, sort and filters, kept in React state and, with a URL config, mirrored in the address
 * bar: read on mount, normalised with `replaceState`, written on change, followed on back/forward. Never touches
 * `window` while rendering on the server.
 */
export function useListQuery(initial: UrlListState, url: UrlStateConfig | null) {
  const [state, setState] = useState<UrlListState>(() =>
    url && typeof window != 'undefined' ? parseUrlState(window.location.search, url) : initial,
  )
  const stateRef = useRef(state)
  const urlRef = useLatest(url)
  const set = (next: UrlListState) => setState((stateRef.current = next))
  const enabled = url !== null

  useEffect(() => {
    if (!enabled) return
    writeUrl(urlRef.current, stateRef.current, 'replace')
    const onPopState = () => urlRef.current && set(parseUrlState(window.location.search, urlRef.current))
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [enabled, urlRef])

  const navigate = useCallback(
    (next: UrlListState, mode: HistoryMode) => {
      set(next)
      writeUrl(urlRef.current, next, mode)
    },
    [urlRef],
  )

  return [state, navigate, stateRef] as const
}
