import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * When `pastEnd`, moves the list to its last page (the first, when the query has no records) by rewriting the address's `page` (zero-based, as the list writes
 * it) with `replace`: the address past the end is a mistake, not a place to go back to. The list follows the
 * address through its React Router adapter.
 */
export function useGoToLastPage(pastEnd: boolean, totalPages: number, pageKey = 'page') {
  const navigate = useNavigate()
  const { search, pathname, hash } = useLocation()
  useEffect(() => {
    if (!pastEnd) return
    const params = new URLSearchParams(search)
    if (totalPages <= 1) params.delete(pageKey)
    else params.set(pageKey, String(totalPages - 1))
    const next = params.toString()
    navigate({ pathname, search: next ? `?${next}` : '', hash }, { replace: true, preventScrollReset: true })
  }, [pastEnd, totalPages, search, pathname, hash, navigate, pageKey])
}
