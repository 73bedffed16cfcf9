import { useCallback, useEffect, useRef, useState } from 'react'
import { parseUrlState, serializeUrlState, type UrlListState, type UrlStateConfig } from '../core/urlState.ts'

/** How a change of the list's state reaches the browser history. */
export type HistoryMode = 'push' | 'replace'

function writeUrl(search: string, mode: HistoryMode): void {
  const { pathname, hash } = window.location
  const target = `${pathname}${search}${hash}`
  if (mode === 'push') window.history.pushState(window.history.state, '', target)
  else window.history.replaceState(window.history.state, '', target)
}

/**
 * The list's page, size, sort and filters, kept in React state and, with a URL config, mirrored in the address
 * bar: read on mount, normalised with `replaceState`, written on change, followed on back/forward. Never touches
 * `window` while rendering on the server.
 */
export function useListQuery(initial: UrlListState, url: UrlStateConfig | null) {
  const [state, setState] = useState<UrlListState>(() =>
    url && typeof window !== 'undefined' ? parseUrlState(window.location.search, url) : initial,
  )
  const stateRef = useRef(state)
  const urlRef = useRef(url)
  useEffect(() => {
    urlRef.current = url
  })
  const enabled = url !== null

  useEffect(() => {
    const config = urlRef.current
    if (!enabled || !config) return
    const normalised = serializeUrlState(window.location.search, stateRef.current, config)
    if (normalised !== window.location.search) writeUrl(normalised, 'replace')
    const onPopState = () => {
      const current = urlRef.current
      if (!current) return
      const next = parseUrlState(window.location.search, current)
      stateRef.current = next
      setState(next)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [enabled])

  const navigate = useCallback((next: UrlListState, mode: HistoryMode) => {
    stateRef.current = next
    setState(next)
    const config = urlRef.current
    if (config && typeof window !== 'undefined') {
      const search = serializeUrlState(window.location.search, next, config)
      if (search !== window.location.search) writeUrl(search, mode)
    }
  }, [])

  return [state, navigate, stateRef] as const
}
