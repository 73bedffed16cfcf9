/** How tall the rows are: 舒适 (comfortable) or 紧凑 (compact). */
export type Density = 'comfortable' | 'compact'

/** The side a column is pinned to: `start` (left) or `end` (right). */
export type PinSide = 'start' | 'end'

/** What a user changed in a list's view (显示设置), remembered on this device. */
export interface ViewSettings {
  /** Ids of the columns hidden. */
  hidden: string[]
  density: Density
  /** Column ids in the order the user put them; a column not named keeps its place after them. Default `[]`. */
  order: string[]
  /** Columns pinned to a side, by id. Default `{}`. */
  pinned: Record<string, PinSide>
}

/** The view of a list nobody has changed: every column, in the list's own order, none pinned, 舒适. */
export const DEFAULT_VIEW: ViewSettings = Object.freeze({
  hidden: [],
  density: 'comfortable',
  order: [],
  pinned: {},
}) as ViewSettings

/** At most this many ids are read back: the storage is the user's and may hold anything. */
const MAX_IDS = 50

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id == 'string'))].slice(0, MAX_IDS) : []

/**
 * Reads stored settings, keeping only what is well formed and falling back to the default for the rest (an old
 * value of `{hidden, density}` reads as it was, with no order and nothing pinned).
 *
 * @example
 * parseViewSettings({ hidden: ['blsj', 3], density: 'tiny' }) // { hidden: ['blsj'], density: 'comfortable', order: [], pinned: {} }
 */
export function parseViewSettings(raw: unknown): ViewSettings {
  if (typeof raw != 'object' || raw === null || Array.isArray(raw)) return DEFAULT_VIEW
  const { hidden, density, order, pinned } = raw as Partial<Record<keyof ViewSettings, unknown>>
  const pins =
    typeof pinned == 'object' && pinned !== null && !Array.isArray(pinned)
      ? Object.entries(pinned)
          .filter((entry): entry is [string, PinSide] => entry[1] === 'start' || entry[1] === 'end')
          .slice(0, MAX_IDS)
      : []
  return {
    hidden: ids(hidden),
    density: density === 'compact' ? 'compact' : 'comfortable',
    order: ids(order),
    pinned: Object.fromEntries(pins),
  }
}

/** True when the settings are the default ones (重置 has nothing to do). */
export const isDefaultView = (view: ViewSettings): boolean =>
  view.hidden.length === 0 &&
  view.density === 'comfortable' &&
  view.order.length === 0 &&
  Object.keys(view.pinned).length === 0

/**
 * The columns in the order the table shows them: those pinned to the start, then the others, then those pinned to
 * the end, each group in the user's order (`order`), a column the user never moved keeping its place in the list's
 * own order.
 *
 * @example
 * displayOrder(['bt', 'cjr', 'cjsj'], { ...DEFAULT_VIEW, order: ['cjsj', 'bt'], pinned: { cjr: 'start' } }) // ['cjr', 'cjsj', 'bt']
 */
export function displayOrder(columns: readonly string[], view: ViewSettings): string[] {
  const known = new Set(columns)
  const ordered = [...view.order.filter((id) => known.has(id)), ...columns.filter((id) => !view.order.includes(id))]
  const side = (id: string) => view.pinned[id]
  return [
    ...ordered.filter((id) => side(id) === 'start'),
    ...ordered.filter((id) => !side(id)),
    ...ordered.filter((id) => side(id) === 'end'),
  ]
}

/** The group a column sits in: pinned to a side, or `center`. */
export const groupOf = (view: ViewSettings, id: string): PinSide | 'center' => view.pinned[id] ?? 'center'

/**
 * Moves a column one place up (`-1`) or down (`+1`) among those shown in the same group (pinned to the same side,
 * or not pinned): a move never crosses a pin. Nothing changes at a group's edge.
 */
export function moveColumn(columns: readonly string[], view: ViewSettings, id: string, delta: -1 | 1): ViewSettings {
  const order = displayOrder(columns, view)
  const from = order.indexOf(id)
  const to = from + delta
  const other = order[to]
  if (from < 0 || other === undefined || groupOf(view, other) !== groupOf(view, id)) return view
  order[from] = other
  order[to] = id
  return { ...view, order }
}

/** Whether `moveColumn` would move the column (it is not at its group's edge). */
export function canMove(columns: readonly string[], view: ViewSettings, id: string, delta: -1 | 1): boolean {
  return moveColumn(columns, view, id, delta) !== view
}

/**
 * Pins a column to a side, or unpins it (`false`). A newly pinned column goes to the inner edge of its side (the
 * last on the left, the first on the right), next to the columns that scroll, where it was closest.
 */
export function pinColumn(
  columns: readonly string[],
  view: ViewSettings,
  id: string,
  side: PinSide | false,
): ViewSettings {
  const pinned = { ...view.pinned }
  if (side) pinned[id] = side
  else delete pinned[id]
  const rest = displayOrder(columns, { ...view, pinned }).filter((c) => c !== id)
  const starts = rest.filter((c) => pinned[c] === 'start').length
  const ends = rest.filter((c) => pinned[c] === 'end').length
  // The inner edge of its side; unpinned, the edge of the middle it came from.
  const towardsEnd = side ? side === 'end' : view.pinned[id] === 'end'
  rest.splice(towardsEnd ? rest.length - ends : starts, 0, id)
  return { ...view, pinned, order: rest }
}

/** Shows a hidden column or hides a shown one. */
export function toggleColumn(view: ViewSettings, id: string): ViewSettings {
  return {
    ...view,
    hidden: view.hidden.includes(id) ? view.hidden.filter((h) => h !== id) : [...view.hidden, id],
  }
}
