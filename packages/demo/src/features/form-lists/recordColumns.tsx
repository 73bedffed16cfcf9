import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { ListFeatures } from '../../shared/lists/page/listFeatures.ts'
import { rowActionsColumn, useRowActions } from '../../shared/lists/page/rowActionsColumn.tsx'
import { selectColumn } from '../../shared/lists/selection/selectColumn.tsx'
import type { CsvColumn } from '../../shared/lists/export/toCsv.ts'
import { fieldLabel, type FormRecordRow } from './formRecord.ts'
import type { ListKindInfo, RecordColumnKey } from './kinds.ts'
import { RecordStatusCell } from './RecordStatusCell.tsx'

/** One column of a record list, the same on its table, its CSV and a phone's card. */
interface RecordColumn {
  /** The column's id (the table's, and what 显示设置 remembers). */
  id: string
  header: string
  /** The cell's text (the CSV's value). */
  value: (row: FormRecordRow) => string | null
  /** What the table and the card show, when not the text. */
  cell?: (row: FormRecordRow) => ReactNode
  /** The server sorts by it (spec A: `cjsj`, `ddsj`; the done list `blsj` too), newest first on the first click. */
  sortable?: boolean
  /** Its cells' class: short values never wrap (a long title cannot squeeze a place mid-word). */
  className: string
}

const text = (value: string | null | undefined) => value || null

/** Every column a list can have, by key: the form's fields one column each. */
function recordColumnsOf(key: RecordColumnKey, info: ListKindInfo): RecordColumn[] {
  const plain = (id: keyof FormRecordRow & RecordColumnKey, header: string, className = 'cell-nowrap') => ({
    id,
    header,
    value: (row: FormRecordRow) => text(row[id] as string | null),
    className,
  })
  switch (key) {
    case 'fields':
      return info.fieldKeys.map((field) => ({
        id: `fields.${field}`,
        header: fieldLabel(field),
        value: (row) => text(row.fields?.[field]),
        className: 'cell-nowrap',
      }))
    case 'bt':
      return [{ ...plain('bt', '标题', 'cell-title') }]
    case 'status':
      return [{ ...plain('status', '状态'), cell: (row) => <RecordStatusCell record={row} /> }]
    case 'cjsj':
      return [{ ...plain('cjsj', info.timeLabel), sortable: true }]
    case 'ddsj':
      return [{ ...plain('ddsj', '到达时间'), sortable: true }]
    case 'blsj':
      // Sorted by the server as `blsj` (the done list's own sort; spec A names only cjsj and ddsj).
      return [{ ...plain('blsj', '办理时间'), sortable: true }]
    case 'flowName':
      // The flow's name is the form's, already the page's heading: a phone card leaves it out.
      return [plain('flowName', '流程名称', 'cell-nowrap cell-hide-phone')]
    case 'cjrName':
      return [plain('cjrName', info.creatorLabel)]
    case 'cjrDeptName':
      return [plain('cjrDeptName', info.deptLabel)]
    case 'prevHandlerName':
      return [plain('prevHandlerName', '上一处理人')]
    case 'zbbmName':
      return [plain('zbbmName', '主办部门')]
  }
}

/** A list's columns, in the kinds table's order. */
export const recordColumns = (info: ListKindInfo, keys: readonly RecordColumnKey[] = info.columns): RecordColumn[] =>
  keys.flatMap((key) => recordColumnsOf(key, info))

const helper = createColumnHelper<ListFeatures, FormRecordRow>()

/** A record's title, a button that opens it (the page's `open`), clamped to two lines with the whole as its tooltip. */
function RecordTitle({ row }: { row: FormRecordRow }) {
  const { open } = useRowActions<FormRecordRow>()
  return (
    <button
      type="button"
      className="btn btn-link cell-title-text"
      data-primary
      title={row.bt}
      onClick={() => open?.(row)}
    >
      {row.bt}
    </button>
  )
}

/**
 * The table of a list, after the domain notes, from the kinds table: the selection (export, and delete where records
 * can be deleted), the kind's columns, and on an editable list the row's 编辑 and 删除 (and 提交 where records can be
 * submitted). The title opens the record. What each does is the page's (`RowActions`, given to the list's frame).
 */
export function listColumns(info: ListKindInfo) {
  const columns = recordColumns(info).map((column) =>
    helper.accessor((row) => column.value(row) ?? '', {
      id: column.id,
      header: column.header,
      enableSorting: column.sortable ?? false,
      sortDescFirst: true,
      cell: (cell) =>
        column.id === 'bt' ? (
          <RecordTitle row={cell.row.original} />
        ) : (
          (column.cell?.(cell.row.original) ?? (cell.getValue() || '—'))
        ),
      meta: { className: column.className, label: column.header },
    }),
  )
  return helper.columns([
    selectColumn<FormRecordRow>(info.label, (row) => row.bt),
    ...columns,
    ...(info.editable ? [rowActionsColumn<FormRecordRow>((row) => row.bt, { submittable: info.submittable })] : []),
  ])
}

/**
 * The columns of a list's CSV: those its table shows, in the order shown (`shown`, the table's visible column ids),
 * so the file holds what the user sees.
 */
export function csvColumns(info: ListKindInfo, shown: readonly string[]): CsvColumn<FormRecordRow>[] {
  const byId = new Map(recordColumns(info).map((c) => [c.id, c]))
  return shown.flatMap((id) => {
    const column = byId.get(id)
    return column ? [{ header: column.header, value: column.value }] : []
  })
}

/** What a phone's card shows under the title: label and value pairs. */
export function cardFields(info: ListKindInfo, row: FormRecordRow): [string, ReactNode][] {
  return recordColumns(info, info.cardFields).map((c) => [c.header, c.cell?.(row) ?? (c.value(row) || '—')])
}
