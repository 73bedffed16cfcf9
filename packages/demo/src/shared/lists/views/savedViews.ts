import type { SortInfo } from 'use-rest-page-api'
import type { Density, PinSide } from './useViewSettings.ts'

/**
 * What a saved view puts back: the filters, the sort, the columns (hidden, their order, the pinned ones) and the
 * density. (The page: never.)
 */
export interface ViewState {
  /** Applied filters by key; keys with `''` are left out. */
  filters: Record<string, string>
  sorts: SortInfo[]
  /** Ids of the columns hidden. */
  hidden: string[]
  density: Density
  /** Column ids in the order the user put them (显示设置's `order`). Default `[]`: the list's own order. */
  order: string[]
  /** Columns pinned to a side, by id (显示设置's `pinned`). Default `{}`. */
  pinned: Record<string, PinSide>
}

/** The column ids of `raw` the list has, once each, in their order. */
const knownIds = (raw: unknown, columnIds: readonly string[]) =>
  (Array.isArray(raw) ? raw : []).filter(
    (id, i, all): id is string => typeof id == 'string' && columnIds.includes(id) && all.indexOf(id) === i,
  )

/** The pins of `raw` on columns the list has, on a known side. */
const knownPins = (raw: unknown, columnIds: readonly string[]): Record<string, PinSide> =>
  Object.fromEntries(
    Object.entries(typeof raw == 'object' && raw !== null && !Array.isArray(raw) ? raw : {}).filter(
      (entry): entry is [string, PinSide] =>
        columnIds.includes(entry[0]) && (entry[1] === 'start' || entry[1] === 'end'),
    ),
  )

/** A view the user named, kept on this device for one form's list. */
export interface SavedView extends ViewState {
  id: string
  name: string
}

/** Longest name of a view. */
export const VIEW_NAME_MAX = 30
/** Most views a list keeps; the oldest goes beyond. */
export const MAX_SAVED_VIEWS = 20

/** What a list accepts in a view: its filter keys and its column ids (anything else read back is dropped). */
export interface ViewShape {
  filterKeys: readonly string[]
  columnIds: readonly string[]
}

const SORT_PROPERTY = /^[A-Za-z_$][\w$.-]{0,99}$/

/** A view's state as the list accepts it: unknown filters, columns and sorts dropped, empty filters left out. */
export function cleanViewState(raw: unknown, shape: ViewShape): ViewState {
  const r = (typeof raw == 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const filters = typeof r.filters == 'object' && r.filters !== null ? (r.filters as Record<string, unknown>) : {}
  return {
    filters: Object.fromEntries(
      shape.filterKeys
        .map((key) => [key, filters[key]] as const)
        .filter((entry): entry is [string, string] => typeof entry[1] == 'string' && entry[1] !== ''),
    ),
    sorts: (Array.isArray(r.sorts) ? r.sorts : [])
      .filter(
        (s): s is SortInfo =>
          typeof s == 'object' &&
          s !== null &&
          SORT_PROPERTY.test(String((s as SortInfo).property)) &&
          ((s as SortInfo).direction === 'asc' || (s as SortInfo).direction === 'desc'),
      )
      .map(({ property, direction }) => ({ property, direction }))
      .slice(0, 5),
    hidden: (Array.isArray(r.hidden) ? r.hidden : []).filter(
      (id): id is string => typeof id == 'string' && shape.columnIds.includes(id),
    ),
    density: r.density === 'compact' ? 'compact' : 'comfortable',
    order: knownIds(r.order, shape.columnIds),
    pinned: knownPins(r.pinned, shape.columnIds),
  }
}

/** A view's name as kept: trimmed, inner runs of spaces made one, at most `VIEW_NAME_MAX` characters. */
export const cleanViewName = (name: string): string => name.trim().replace(/\s+/g, ' ').slice(0, VIEW_NAME_MAX)

/** Reads the views kept for a list, keeping only the well formed (the storage is the user's and may hold anything). */
export function parseSavedViews(raw: unknown, shape: ViewShape): SavedView[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter((v): v is Record<string, unknown> => typeof v == 'object' && v !== null)
    .filter((v) => typeof v.id == 'string' && typeof v.name == 'string' && cleanViewName(v.name) !== '')
    .map((v) => ({ id: v.id as string, name: cleanViewName(v.name as string), ...cleanViewState(v, shape) }))
    .slice(-MAX_SAVED_VIEWS)
}

/**
 * Two view states show the same list: the same filters, sorts in the same order, the same hidden columns, density,
 * column order and pins.
 */
export function sameView(a: ViewState, b: ViewState): boolean {
  const filters = (f: Record<string, string>) =>
    JSON.stringify(
      Object.entries(f)
        .filter(([, v]) => v !== '')
        .sort(([x], [y]) => x.localeCompare(y)),
    )
  const sorts = (s: SortInfo[]) => JSON.stringify(s.map((x) => [x.property, x.direction]))
  return (
    filters(a.filters) === filters(b.filters) &&
    sorts(a.sorts) === sorts(b.sorts) &&
    JSON.stringify([...a.hidden].sort()) === JSON.stringify([...b.hidden].sort()) &&
    a.density === b.density &&
    JSON.stringify(a.order) === JSON.stringify(b.order) &&
    JSON.stringify(Object.entries(a.pinned).sort()) === JSON.stringify(Object.entries(b.pinned).sort())
  )
}

/**
 * The address parameters a shared view adds to the list's own (filters, sort): its name, the hidden columns, the
 * density, the column order and the pins.
 */
export const SHARED_VIEW_PARAMS = ['view', 'hide', 'density', 'order', 'pin'] as const

/** What a shared link says beyond the list's own parameters. */
export interface SharedView {
  name: string
  hidden: string[]
  density: Density
  order: string[]
  pinned: Record<string, PinSide>
}

/**
 * Adds a view's name, hidden columns and density to a list's query string (`listSearch`, which already holds its
 * filters and sort as the list writes them), giving the query string of the view's link.
 *
 * @example
 * shareViewSearch('?status=已办结', { name: '已办结', hidden: ['cjrName'], density: 'compact', order: [], pinned: { bt: 'start' } })
 * // '?status=%E5%B7%B2…&view=%E5%B7%B2…&hide=cjrName&density=compact&pin=bt%3Astart'
 */
export function shareViewSearch(listSearch: string, view: SharedView): string {
  const params = new URLSearchParams(listSearch)
  for (const key of SHARED_VIEW_PARAMS) params.delete(key)
  params.set('view', cleanViewName(view.name))
  if (view.hidden.length) params.set('hide', view.hidden.join(','))
  if (view.density === 'compact') params.set('density', 'compact')
  if (view.order.length) params.set('order', view.order.join(','))
  const pins = Object.entries(view.pinned)
  if (pins.length) params.set('pin', pins.map(([id, side]) => `${id}:${side}`).join(','))
  return `?${params.toString()}`
}

/** Reads a shared view from an address; `null` when it names none. Unknown columns are dropped. */
export function readSharedView(search: string, columnIds: readonly string[]): SharedView | null {
  const params = new URLSearchParams(search)
  const name = cleanViewName(params.get('view') ?? '')
  if (!name) return null
  return {
    name,
    hidden: (params.get('hide') ?? '')
      .split(',')
      .filter((id, i, all) => columnIds.includes(id) && all.indexOf(id) === i),
    density: params.get('density') === 'compact' ? 'compact' : 'comfortable',
    order: knownIds((params.get('order') ?? '').split(','), columnIds),
    pinned: knownPins(
      Object.fromEntries((params.get('pin') ?? '').split(',').map((pin) => pin.split(':') as [string, string])),
      columnIds,
    ),
  }
}

/** The address without a shared view's own parameters (the list's filters and sort stay). */
export function withoutSharedView(search: string): string {
  const params = new URLSearchParams(search)
  for (const key of SHARED_VIEW_PARAMS) params.delete(key)
  const query = params.toString()
  return query && `?${query}`
}
