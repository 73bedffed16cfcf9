import { useTable, type RowSelectionState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { formAppListRequest, useRestPageApi } from 'use-rest-page-api'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'
import { restPageTableOptions } from 'use-rest-page-api/table'
import type { ListKind } from '../app/paths.ts'
import { listColumns, type ListColumnActions } from './listColumns.tsx'
import { listFeatures } from './listFeatures.ts'
import { LIST_KINDS } from './listKinds.ts'
import type { FormRecordRow } from './formRecord.ts'

/** The list's filters and their defaults (empty: not sent, not written to the address). */
export const DEFAULT_FILTERS = { bt: '', cjsj: '', zbbm: '' }

const FILTER_KEYS = Object.keys(DEFAULT_FILTERS)

/** Records per page (spec). */
export const LIST_PAGE_SIZE = 15

/**
 * One list of a form: `useRestPageApi` over `GET /api/forms/{formId}/<list>` (15 a page, the form app's sort style
 * `sort=cjsj_d,ddsj`, page, size, sort and filters in the address bar), wired to a TanStack Table through
 * `use-rest-page-api/table`, with row selection for the draft list. Records are read, saved and deleted at
 * `/drafts` for drafts and `/records` otherwise.
 */
export function useFormList(kind: ListKind, formId: string, actions: ListColumnActions) {
  const info = LIST_KINDS[kind]
  const form = encodeURIComponent(formId)
  const url = `/api/forms/${form}/${info.endpoint}`
  const dataSource = useRestPageApi<FormRecordRow>(url, [], {
    pageSize: LIST_PAGE_SIZE,
    defaultSearchParams: DEFAULT_FILTERS,
    syncToUrl: { adapter: useReactRouterUrlAdapter(), filterKeys: FILTER_KEYS },
    transformListRequest: formAppListRequest,
    baseUrl: kind === 'draft' ? url : `/api/forms/${form}/records`,
    prefetchNextPage: kind === 'todo',
  })
  const columns = useMemo(() => listColumns(kind, actions, info.fieldKeys), [kind, actions, info.fieldKeys])
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const tableOptions = restPageTableOptions(dataSource)
  const table = useTable({
    features: listFeatures,
    columns,
    ...tableOptions,
    state: { ...tableOptions.state, rowSelection },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: kind === 'draft',
    enableMultiSort: true,
  })
  return { dataSource, table, url, rowSelection, setRowSelection }
}
