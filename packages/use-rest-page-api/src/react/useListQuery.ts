import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatest } from './useLatest.ts'
import { parseUrlState, serializeUrlState, type UrlListState, type UrlStateConfig } from '../core/urlState.ts'
import { historyAdapter } from '../core/historyAdapter.ts'
import type { UrlAdapter } from '../core/UrlAdapter.ts'

/** How a change of the list's state reaches the browser history. */
export type HistoryMode = 'push' | 'replace'

/** Writes the state into the address bar when the list is synced and the query string changes. */
function writeUrl(config: UrlStateConfig | null, adapter: UrlAdapter, state: UrlListState, mode: HistoryMode): void {
  if (!config || typeof window == 'undefined') return
  const current = adapter.read()
  const search = serializeUrlState(current, state, config)
  if (search !== (current && !current.startsWith('?') ? `?${current}` : current)) adapter.write(search, mode)
}

/**
 * The list's page, size, sort and filters, kept in React state and, with a URL config, mirrored in the address
 * bar: read on mount, normalised with `replaceState`, written on change, followed on back/forward. Never touches
 * `window` while rendering on the server.
 */
export function useListQuery(initial: UrlListState, url: UrlStateConfig | null, adapter: UrlAdapter = historyAdapter) {
  const [state, setState] = useState<UrlListState>(() =>
    url && typeof window != 'undefined' ? parseUrlState(adapter.read(), url) : initial,
  )
  const stateRef = useRef(state)
  const urlRef = useLatest(url)
  const adapterRef = useLatest(adapter)
  const set = (next: UrlListState) => setState((stateRef.current = next))
  const enabled = url !== null

  useEffect(() => {
    if (!enabled) return
    const a = adapterRef.current
    writeUrl(urlRef.current, a, stateRef.current, 'replace')
    return a.subscribe(() => {
      const config = urlRef.current
      if (!config) return
      const next = parseUrlState(a.read(), config)
      if (JSON.stringify(next) !== JSON.stringify(stateRef.current)) set(next)
    })
  }, [enabled, urlRef, adapterRef])

  const navigate = useCallback(
    (next: UrlListState, mode: HistoryMode) => {
      set(next)
      writeUrl(urlRef.current, adapterRef.current, next, mode)
    },
    [urlRef, adapterRef],
  )

  return [state, navigate, stateRef] as const
}
