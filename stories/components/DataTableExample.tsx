import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { DataTable, EmptyState } from '../../packages/demo/src/components/index.ts'
import { sampleRows, type SampleRow } from '../support/sampleRows.ts'

const features = tableFeatures({ rowPaginationFeature, rowSortingFeature })
const helper = createColumnHelper<typeof features, SampleRow>()
const columns = helper.columns([
  helper.accessor('bt', { header: '标题', enableSorting: false }),
  helper.accessor('zbbmName', { header: '主办部门', enableSorting: false }),
  helper.accessor('status', { header: '状态', enableSorting: false }),
  helper.accessor('cjsj', { header: '创建时间', enableSorting: true, sortDescFirst: true }),
])

export interface DataTableExampleProps {
  /** The table's caption (its accessible name). */
  caption: string
  captionHidden: boolean
  loading: boolean
  stale: boolean
  /** Rows shown; 0 shows the empty state. */
  rowCount: number
  onRowClick?: (row: SampleRow) => void
  /** Id of the row marked selected. */
  selectedId?: string
}

/**
 * `DataTable` over a TanStack Table v9 instance of fixed rows, sorted here as the server would sort them, so the
 * component is seen from data alone.
 */
export function DataTableExample({ rowCount, onRowClick, selectedId, ...props }: DataTableExampleProps) {
  const [sorting, setSorting] = useState<SortingState>([])
  const data = useMemo(() => {
    const rows = sampleRows.slice(0, rowCount)
    const sort = sorting[0]
    if (!sort) return rows
    return [...rows].sort((a, b) => (sort.desc ? -1 : 1) * a.cjsj.localeCompare(b.cjsj))
  }, [rowCount, sorting])
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    rowCount: data.length,
    state: { sorting, pagination: { pageIndex: 0, pageSize: 15 } },
    onSortingChange: setSorting,
  })
  return (
    <div style={{ padding: 24 }}>
      <DataTable<typeof features, SampleRow>
        {...props}
        table={table}
        empty={<EmptyState title="没有符合条件的记录" description="换个条件再查。" />}
        {...(onRowClick ? { onRowClick: (row) => onRowClick(row.original) } : {})}
        {...(selectedId ? { isRowSelected: (row) => row.id === selectedId } : {})}
      />
    </div>
  )
}
