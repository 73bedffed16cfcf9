import { createColumnHelper } from '@tanstack/react-table'
import type { ListKind } from '../app/paths.ts'
import { fieldLabel, type FormRecordRow } from './formRecord.ts'
import type { ListFeatures } from './listFeatures.ts'
import { StatusBadge } from './StatusBadge.tsx'

const helper = createColumnHelper<ListFeatures, FormRecordRow>()

/** The column list of a list page (TanStack's own type for a mixed list of columns). */
export type ListColumns = ReturnType<typeof helper.columns>

/** What the cells can do; the page owns the behaviour. */
export interface ListColumnActions {
  open: (row: FormRecordRow) => void
  /** Draft list only. */
  edit?: (row: FormRecordRow) => void
  /** Draft list only. */
  remove?: (row: FormRecordRow) => void
}

const time = (value: string | null | undefined) => value ?? '—'

/** A sortable time column (newest first on the first click): the form app sorts by `cjsj` and `ddsj` only. */
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
    meta: { className: 'cell-nowrap', label: header },
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

/**
 * The columns of each list, after the domain notes: to-do shows flow, title, arrival, drafter, draft time, previous
 * handler and host department; done shows flow, title, handled time, drafter, draft time and status; draft and query
 * show the title, a few fields, the creator and the created time (query adds status and the creator's department).
 * `fieldKeys` are the form's own fields to show (draft, query, no-flow).
 */
export function listColumns(
  kind: ListKind,
  actions: ListColumnActions,
  fieldKeys: readonly string[] = [],
): ListColumns {
  const title = helper.accessor('bt', {
    header: '标题',
    enableSorting: false,
    cell: (info) => (
      // Clamped to two lines by the stylesheet; the full title stays the tooltip and the accessible name.
      <button
        type="button"
        className="btn btn-link cell-title-text"
        title={info.getValue()}
        onClick={() => actions.open(info.row.original)}
      >
        {info.getValue()}
      </button>
    ),
    meta: { className: 'cell-title', label: '标题' },
  })
  const fields = fieldKeys.map(field)
  switch (kind) {
    case 'todo':
      return helper.columns([
        plain('flowName', '流程名称'),
        title,
        timeColumn('ddsj', '到达时间'),
        plain('cjrName', '起草人'),
        timeColumn('cjsj', '起草时间'),
        plain('prevHandlerName', '上一处理人'),
        plain('zbbmName', '主办部门'),
      ])
    case 'done':
      return helper.columns([
        plain('flowName', '流程名称'),
        title,
        plain('blsj', '办理时间'),
        plain('cjrName', '起草人'),
        timeColumn('cjsj', '起草时间'),
        helper.accessor('status', {
          header: '状态',
          enableSorting: false,
          cell: (info) => <StatusBadge status={info.getValue()} />,
          meta: { className: 'cell-nowrap', label: '状态' },
        }),
      ])
    case 'search':
      return helper.columns([
        title,
        ...fields,
        helper.accessor('status', {
          header: '状态',
          enableSorting: false,
          cell: (info) => <StatusBadge status={info.getValue()} />,
          meta: { className: 'cell-nowrap', label: '状态' },
        }),
        plain('cjrName', '创建人'),
        plain('cjrDeptName', '创建人部门'),
        timeColumn('cjsj', '创建时间'),
      ])
    case 'noFlow':
      return helper.columns([
        title,
        ...fields,
        plain('cjrName', '创建人'),
        plain('cjrDeptName', '所属部门'),
        timeColumn('cjsj', '创建时间'),
      ])
    case 'draft':
      return helper.columns([
        helper.display({
          id: 'select',
          header: ({ table }) => (
            <input
              type="checkbox"
              aria-label="选择本页全部草稿"
              checked={table.getIsAllPageRowsSelected()}
              ref={(el) => {
                if (el) el.indeterminate = table.getIsSomePageRowsSelected()
              }}
              onChange={table.getToggleAllPageRowsSelectedHandler()}
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              aria-label={`选择“${row.original.bt}”`}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ),
          meta: { className: 'cell-select', label: '选择' },
        }),
        title,
        ...fields,
        plain('cjrName', '创建人'),
        timeColumn('cjsj', '创建时间'),
        helper.display({
          id: 'actions',
          header: () => <span className="visually-hidden">操作</span>,
          cell: ({ row }) => (
            <span className="toolbar" style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => actions.edit?.(row.original)}
                aria-label={`编辑“${row.original.bt}”`}
              >
                编辑
              </button>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                onClick={() => actions.remove?.(row.original)}
                aria-label={`删除“${row.original.bt}”`}
              >
                删除
              </button>
            </span>
          ),
          meta: { className: 'cell-actions', label: '操作' },
        }),
      ])
  }
}
