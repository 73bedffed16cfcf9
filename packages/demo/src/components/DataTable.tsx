import type { ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table'
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { ProgressBar } from './ProgressBar.tsx'
import './EmptyState.css'
import './DataTable.css'

export interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  /** A TanStack Table v9 instance (`useTable`), server-side paged and sorted through `use-rest-page-api/table`. */
  table: ReactTable<TFeatures, TData, unknown>
  /** The table's accessible name, shown as its caption. */
  caption: ReactNode
  /** Hide the caption visually (it still names the table). Default `false`. */
  captionHidden?: boolean | undefined
  /** A request is in flight: a progress bar runs along the top. Default `false`. */
  loading?: boolean | undefined
  /** The rows shown belong to another query than the one asked for: they are dimmed. Default `false`. */
  stale?: boolean | undefined
  /** Shown in place of the rows when there are none (while loading, 正在加载…). Default: none. */
  empty?: ReactNode | undefined
  /** Called when a row is clicked (outside its buttons, links and checkboxes). Default: none. */
  onRowClick?: ((row: Row<TFeatures, TData>) => void) | undefined
  /** Whether a row is selected (`aria-selected`). Default: none. */
  isRowSelected?: ((row: Row<TFeatures, TData>) => boolean) | undefined
}

type SortState = false | 'asc' | 'desc'
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/**
 * Columns can carry `meta: { className, label }`: a class for their cells, and the label a cell shows before its
 * value on phones, where each row becomes a card.
 */
function metaOf(meta: unknown, key: 'className' | 'label'): string | undefined {
  const value = (meta as Record<string, unknown> | undefined)?.[key]
  return typeof value === 'string' ? value : undefined
}

/** Which sides of a scrolled box hide more: its columns to the left, to the right. */
interface Overflow {
  left: boolean
  right: boolean
}

/**
 * Whether the table is wider than its box, and on which side the hidden columns are (measured on resize and scroll),
 * so the box can show a shadow and a hint there and take the keyboard focus to scroll.
 */
function useOverflow() {
  const ref = useRef<HTMLDivElement>(null)
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false })
  useEffect(() => {
    const box = ref.current
    if (!box) return
    const measure = () => {
      const left = box.scrollLeft > 1
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1
      setOverflow((prev) => (prev.left === left && prev.right === right ? prev : { left, right }))
    }
    measure()
    box.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver == 'function' ? new ResizeObserver(measure) : undefined
    observer?.observe(box)
    const table = box.firstElementChild
    if (table) observer?.observe(table)
    return () => {
      box.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [])
  return { ref, overflow }
}

/** The side a column is pinned to (`columnPinningFeature`), or `false`. */
type Pin = false | 'start' | 'end'

function pinOf(column: unknown): Pin {
  return (column as { getIsPinned?: () => Pin }).getIsPinned?.() ?? false
}

/** Where each pinned column sticks: its distance from the table's left (start) or right (end) edge, in px. */
type PinOffsets = Record<string, number>

/**
 * Measures the pinned columns' header cells after each render and on resize: a column pinned to the left sticks at
 * the sum of the widths of those pinned before it, one pinned to the right likewise from the right. The table lays
 * its columns out by their content, so their widths are read, not declared.
 */
function usePinOffsets(tableRef: RefObject<HTMLTableElement | null>) {
  const [offsets, setOffsets] = useState<PinOffsets>({})
  const take = (next: PinOffsets) => setOffsets(unlessSame(next))
  // After each render, before the browser paints (the cells' widths follow their content): state set from what a
  // ref measured, React's pattern for layout, and kept as it was when nothing moved, so the render it causes is the
  // last.
  useLayoutEffect(() => take(measurePins(tableRef.current)))
  useEffect(() => {
    const element = tableRef.current
    if (!element || typeof ResizeObserver != 'function') return
    const observer = new ResizeObserver(() => setOffsets(unlessSame(measurePins(element))))
    observer.observe(element)
    return () => observer.disconnect()
  }, [tableRef])
  return offsets
}

/** Where each pinned column of `table` sticks, from the widths of the pinned header cells before it. */
function measurePins(table: HTMLTableElement | null): PinOffsets {
  const heads = [...(table?.querySelectorAll<HTMLElement>('thead th[data-pinned]') ?? [])]
  const next: PinOffsets = {}
  let left = 0
  for (const th of heads.filter((h) => h.dataset.pinned === 'start')) {
    next[th.dataset.columnId ?? ''] = left
    left += th.getBoundingClientRect().width
  }
  let right = 0
  for (const th of heads.filter((h) => h.dataset.pinned === 'end').reverse()) {
    next[th.dataset.columnId ?? ''] = right
    right += th.getBoundingClientRect().width
  }
  return next
}

/** The state update to `next` offsets, which keeps the previous ones when none moved by half a pixel. */
const unlessSame = (next: PinOffsets) => (prev: PinOffsets) =>
  Object.keys(prev).length === Object.keys(next).length &&
  Object.entries(next).every(([id, at]) => Math.abs((prev[id] ?? -1) - at) < 0.5)
    ? prev
    : next

/** A pinned cell's attributes: which side, where it sticks, and whether it is the edge next to the scrolling ones. */
function pinProps(column: { id: string }, pin: Pin, offsets: PinOffsets, edge: boolean) {
  if (!pin) return {}
  const at = offsets[column.id] ?? 0
  const style: CSSProperties = pin === 'start' ? { left: at } : { right: at }
  return { 'data-pinned': pin, 'data-column-id': column.id, 'data-pin-edge': edge || undefined, style }
}

/** The ids of the last column pinned to the left and the first pinned to the right (they cast the shadow). */
function pinEdges(ids: { id: string; pin: Pin }[]) {
  return {
    start: ids.filter((c) => c.pin === 'start').at(-1)?.id,
    end: ids.find((c) => c.pin === 'end')?.id,
  }
}

/**
 * A data table with real table semantics: a caption, column headers whose sort buttons set `aria-sort` (click sorts,
 * shift-click adds a field), a header that stays in view while the rows scroll, a shadow and a hint on the side
 * where columns are hidden when the table is wider than the screen, a loading bar, dimmed rows while another page
 * loads, and an empty state. Hidden columns (`columnVisibilityFeature`) are left out; columns come in the table's
 * order (`columnOrderingFeature`), and pinned ones (`columnPinningFeature`) stay in view at the left or right edge
 * while the others scroll sideways (not on phones, where each row is a card).
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  caption,
  captionHidden = false,
  loading = false,
  stale = false,
  empty,
  onRowClick,
  isRowSelected,
}: DataTableProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows
  const visible = table as unknown as {
    getVisibleLeafColumns?: () => unknown[]
  }
  const columnCount = (visible.getVisibleLeafColumns?.() ?? table.getAllLeafColumns()).length
  const { ref, overflow } = useOverflow()
  const tableRef = useRef<HTMLTableElement>(null)
  const offsets = usePinOffsets(tableRef)
  const leaves = table.getHeaderGroups().at(-1)?.headers ?? []
  const edges = pinEdges(leaves.map((h) => ({ id: h.column.id, pin: pinOf(h.column) })))
  const pinned = (column: { id: string }) => {
    const pin = pinOf(column)
    return pinProps(column, pin, offsets, pin !== false && (edges.start === column.id || edges.end === column.id))
  }
  const scrolls = overflow.left || overflow.right
  const clickRow = (row: Row<TFeatures, TData>) => (event: MouseEvent) => {
    const target = event.target as HTMLElement
    if (target.closest('button, a, input, select, label, textarea')) return
    onRowClick?.(row)
  }
  return (
    <div className="table-card">
      {loading && <ProgressBar label="正在加载" className="table-progress" />}
      {scrolls && (
        <p className="table-scroll-hint muted" aria-hidden="true">
          左右滑动查看更多列
        </p>
      )}
      <div
        ref={ref}
        className="table-scroll"
        data-more-left={overflow.left || undefined}
        data-more-right={overflow.right || undefined}
        // A box that scrolls takes the focus, so the keyboard can scroll it too.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? '表格（可左右滚动）' : undefined}
      >
        <table ref={tableRef} className="data-table" aria-busy={loading}>
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column as unknown as {
                    getCanSort?: () => boolean
                    getIsSorted?: () => SortState
                    getSortIndex?: () => number
                    getToggleSortingHandler?: () => ((event: unknown) => void) | undefined
                    columnDef: { meta?: unknown }
                  }
                  const sortable = column.getCanSort?.() ?? false
                  const sorted = column.getIsSorted?.() ?? false
                  const sorts = (table.state as { sorting?: unknown[] } | undefined)?.sorting?.length ?? 0
                  return (
                    <th
                      key={header.id}
                      {...pinned(header.column)}
                      scope="col"
                      colSpan={header.colSpan}
                      className={metaOf(column.columnDef.meta, 'className')}
                      aria-sort={sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={column.getToggleSortingHandler?.()}
                          title="点击排序，按住 Shift 点击可追加排序字段"
                        >
                          <table.FlexRender header={header} />
                          <span className="sort-indicator" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            {sorted && sorts > 1 ? (column.getSortIndex?.() ?? 0) + 1 : ''}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody className={stale ? 'is-stale' : undefined}>
            {rows.length === 0 && (empty || loading) ? (
              <tr>
                <td colSpan={columnCount}>{empty || <div className="empty-state muted">正在加载…</div>}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-row-id={row.id}
                  onClick={onRowClick ? clickRow(row) : undefined}
                  aria-selected={isRowSelected ? isRowSelected(row) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {cellsOf(row).map((cell) => (
                    <td
                      key={cell.id}
                      {...pinned(cell.column)}
                      className={metaOf(cell.column.columnDef.meta, 'className')}
                      data-label={metaOf(cell.column.columnDef.meta, 'label')}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** The row's cells of the visible columns (`columnVisibilityFeature`), or all of them. */
function cellsOf<TFeatures extends TableFeatures, TData extends RowData>(row: Row<TFeatures, TData>) {
  const withVisibility = row as unknown as { getVisibleCells?: () => ReturnType<typeof row.getAllCells> }
  return withVisibility.getVisibleCells?.() ?? row.getAllCells()
}
