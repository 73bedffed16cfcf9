import { createColumnHelper } from '@tanstack/react-table'
import type { ListFeatures } from '../lists/listFeatures.ts'
import { rowActionsColumn } from '../lists/rowActionsColumn.tsx'
import { selectColumn } from '../lists/selectColumn.tsx'
import { fieldLabel, type FormRecordRow } from './formRecord.ts'
import type { ListKindInfo } from './kinds.ts'
import { StatusBadge } from './StatusBadge.tsx'

const helper = createColumnHelper<ListFeatures, FormRecordRow>()

/** What the cells can do; the page owns the behaviour. */
export interface ListColumnActions {
  open: (row: FormRecordRow) => void
  /** Draft list only. */
  edit?: (row: FormRecordRow) => void
  /** Draft list only. */
  remove?: (row: FormRecordRow) => void
}

const time = (value: string | null | undefined) => value ?? '—'

/** A sortable time column: the form app sorts by `cjsj` and `ddsj` only, newest first on the first click. */
const timeColumn = (key: 'cjsj' | 'ddsj', header: string) =>
  helper.accessor(key, {
    header,
    enableSorting: true,
    sortDescFirst: true,
    cell: (info) => time(info.getValue()),
    meta: { className: 'cell-nowrap', label: header },
  })

const plain = (key: 'flowName' | 'cjrName' | 'cjrDeptName' | 'zbbmName' | 'prevHandlerName' | 'blsj', header: string) =>
  helper.accessor(key, {
    header,
    enableSorting: false,
    cell: (info) => info.getValue() || '—',
    // The flow's name is the form's, already the page's heading: a phone card leaves it out.
    meta: { className: key === 'flowName' ? 'cell-nowrap cell-hide-phone' : 'cell-nowrap', label: header },
  })

const field = (key: string) =>
  helper.accessor((row) => row.fields?.[key] ?? '', {
    id: `fields.${key}`,
    header: fieldLabel(key),
    enableSorting: false,
    cell: (info) => info.getValue() || '—',
    // A form field is short (a place, a date, a number): one line, so a long title cannot squeeze it mid-word.
    meta: { className: 'cell-nowrap', label: fieldLabel(key) },
  })

const status = helper.accessor('status', {
  header: '状态',
  enableSorting: false,
  cell: (info) => <StatusBadge status={info.getValue()} />,
  meta: { className: 'cell-nowrap', label: '状态' },
})

/**
 * The columns of a list, after the domain notes: to-do shows flow, title, arrival, drafter, draft time, previous
 * handler and host department; done shows flow, title, handled time, drafter, draft time and status; draft and query
 * show the title, a few fields, the creator and the created time (query adds status and the creator's department);
 * every list starts with the selection (export, and delete on drafts).
 */
export function listColumns(info: ListKindInfo, actions: ListColumnActions) {
  const title = helper.accessor('bt', {
    header: '标题',
    enableSorting: false,
    cell: (cell) => (
      // Clamped to two lines by the stylesheet; the full title stays the tooltip and the accessible name.
      <button
        type="button"
        className="btn btn-link cell-title-text"
        title={cell.getValue()}
        onClick={() => actions.open(cell.row.original)}
      >
        {cell.getValue()}
      </button>
    ),
    meta: { className: 'cell-title', label: '标题' },
  })
  const select = selectColumn<FormRecordRow>(info.label, (row) => row.bt)
  const fields = info.fieldKeys.map(field)
  const creator = plain('cjrName', info.creatorLabel)
  const created = timeColumn('cjsj', info.timeLabel)
  switch (info.kind) {
    case 'todo':
      return helper.columns([
        select,
        plain('flowName', '流程名称'),
        title,
        timeColumn('ddsj', '到达时间'),
        creator,
        created,
        plain('prevHandlerName', '上一处理人'),
        plain('zbbmName', '主办部门'),
      ])
    case 'done':
      return helper.columns([
        select,
        plain('flowName', '流程名称'),
        title,
        plain('blsj', '办理时间'),
        creator,
        created,
        status,
      ])
    case 'search':
      return helper.columns([select, title, ...fields, status, creator, plain('cjrDeptName', '创建人部门'), created])
    case 'noFlow':
      return helper.columns([select, title, ...fields, creator, plain('cjrDeptName', '所属部门'), created])
    case 'draft':
      return helper.columns([
        select,
        title,
        ...fields,
        creator,
        created,
        rowActionsColumn<FormRecordRow>((row) => row.bt, {
          edit: (row) => actions.edit?.(row),
          remove: (row) => actions.remove?.(row),
        }),
      ])
  }
}
