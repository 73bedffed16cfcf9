import { useLocation, useNavigate, useSearchParams } from 'react-router'

/** The address parameter of the record open in a list's drawer. */
export const RECORD_PARAM = 'record'

/**
 * The record open in a list's detail drawer, in the address (`?record=<id>`), so a copied link opens it and Back
 * closes it. Opening pushes an entry; closing goes back when the drawer was opened here, and otherwise (a link
 * opened straight at the record) replaces the address without it.
 *
 * @example
 * const drawer = useRecordInAddress()
 * drawer.open(row.id) // /sinoform/…/todo-list?record=61dd…
 */
export function useRecordInAddress() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const without = () => {
    const next = new URLSearchParams(location.search)
    next.delete(RECORD_PARAM)
    const search = next.toString()
    return search ? `?${search}` : ''
  }
  return {
    id: params.get(RECORD_PARAM),
    /** Opens a record; `replace` turns the open drawer to it (the next to-do) without a new history entry. */
    open(id: string, { replace = false }: { replace?: boolean } = {}) {
      const next = new URLSearchParams(location.search)
      next.set(RECORD_PARAM, id)
      const opened = replace ? ((location.state as { drawer?: boolean } | null)?.drawer ?? false) : true
      void navigate(
        { search: `?${next.toString()}`, hash: location.hash },
        { state: { drawer: opened }, preventScrollReset: true, replace },
      )
    },
    close() {
      if ((location.state as { drawer?: boolean } | null)?.drawer) void navigate(-1)
      else void navigate({ search: without(), hash: location.hash }, { replace: true, preventScrollReset: true })
    },
  }
}
