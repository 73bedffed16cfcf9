import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { RestError } from 'use-rest-page-api'
import { appHomePath, type ListKind } from '../app/paths.ts'
import { ConfirmDialog } from '../components/ConfirmDialog.tsx'
import { DataTable } from '../components/DataTable.tsx'
import { describeError } from '../components/describeError.ts'
import { EmptyState } from '../components/EmptyState.tsx'
import { ErrorPanel } from '../components/ErrorPanel.tsx'
import { Pager } from '../components/Pager.tsx'
import { DraftFormDrawer, type DraftInput } from './DraftFormDrawer.tsx'
import { ExportPanel } from './ExportPanel.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { EMPTY_FILTERS, ListFilters, filtersOf, type ListFilterValues } from './ListFilters.tsx'
import { ListHeader } from './ListHeader.tsx'
import { LIST_KINDS } from './listKinds.ts'
import { RecordDrawer } from './RecordDrawer.tsx'
import { useDepartments } from './useDepartments.ts'
import { useFormInfo } from './useFormInfo.ts'
import { useFormList } from './useFormList.ts'
import { useGoToLastPage } from './useGoToLastPage.ts'
import { useReloadAfterSignIn } from './useReloadAfterSignIn.ts'

/** A list page of the form app, for the route's `formId` (and `appId` in the app's url family). */
export function FormListPage({ kind }: { kind: ListKind }) {
  const { formId = '', appId } = useParams()
  // A new list (and its URL sync) per form: the hook reads its options once.
  return <FormList key={`${kind}:${formId}`} kind={kind} formId={formId} appId={appId} />
}

interface PendingDelete {
  rows: FormRecordRow[]
  busy: boolean
  error: string | null
}

function FormList({ kind, formId, appId }: { kind: ListKind; formId: string; appId: string | undefined }) {
  const info = LIST_KINDS[kind]
  const form = useFormInfo(formId)
  const departments = useDepartments()
  const [openRow, setOpenRow] = useState<FormRecordRow | null>(null)
  const [editing, setEditing] = useState<{ draft?: FormRecordRow } | null>(null)
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null)
  // What the last delete did, read politely by screen readers (the live region stays in the page, empty at first).
  const [notice, setNotice] = useState('')
  const actions = useMemo(
    () => ({
      open: (row: FormRecordRow) => setOpenRow(row),
      edit: (row: FormRecordRow) => setEditing({ draft: row }),
      remove: (row: FormRecordRow) => setPendingDelete({ rows: [row], busy: false, error: null }),
    }),
    [],
  )
  const { dataSource: list, table, url, rowSelection, setRowSelection } = useFormList(kind, formId, actions)
  const { pageNo, pageSize, totalPages, totalElements } = list.pagination
  // A page past the end (a stale link, the last record deleted elsewhere): the last page, replacing the address.
  const pastEnd = !list.isLoading && !list.isError && pageNo > 0 && pageNo >= Math.max(totalPages, 1)
  useGoToLastPage(pastEnd, totalPages)
  useReloadAfterSignIn(list.isError, list.reload)

  // Selection belongs to the rows on screen: a new page, sort or filter clears it.
  const queryKey = JSON.stringify([pageNo, pageSize, list.pagination.sorts, list.searchParams])
  const [selectionKey, setSelectionKey] = useState(queryKey)
  if (selectionKey !== queryKey) {
    setSelectionKey(queryKey)
    setRowSelection({})
  }
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id])
  const selectedRows = list.items.filter((r) => selectedIds.includes(r.id))

  useEffect(() => {
    const name = form.data?.name
    document.title = `${name ? `${name} · ` : ''}${info.label} - 国际合作`
  }, [form.data?.name, info.label])

  const applied = filtersOf(list.searchParams)
  const filtered = Boolean(applied.bt || applied.cjsj || applied.zbbm)
  const apply = (filters: ListFilterValues) => void list.query({ ...filters })
  const clearFilters = () => void list.query({ ...EMPTY_FILTERS })
  // The hook's actions are stable, the object around them is not: depend on `get`, or the drawer reads again on
  // every render of the list.
  const { get } = list
  const read = useCallback((id: string) => get(id, false), [get])

  const saveDraft = async (input: DraftInput) => {
    const body = { bt: input.bt, fields: input.fields, ...(input.zbbm && { zbbm: input.zbbm }) }
    if (editing?.draft) await list.update({ ...editing.draft, ...body })
    else await list.save(body)
  }
  const confirmDelete = async () => {
    if (!pendingDelete) return
    setPendingDelete({ ...pendingDelete, busy: true, error: null })
    setNotice('')
    try {
      const ids = pendingDelete.rows.map((r) => r.id)
      await list.remove(ids.length === 1 ? (ids[0] as string) : ids)
      setNotice(ids.length === 1 ? `已删除草稿“${pendingDelete.rows[0]?.bt}”。` : `已删除 ${ids.length} 份草稿。`)
      setRowSelection({})
      setPendingDelete(null)
    } catch (error) {
      setPendingDelete({ ...pendingDelete, busy: false, error: `${describeError(error).title}，没有删除任何草稿。` })
    }
  }

  // A form id the server does not know (a stale or mistyped link): no list, no filters, no retry, a way home.
  if (form.error instanceof RestError && form.error.kind === 'notFound') return <FormMissing appId={appId} />

  const empty = list.items.length === 0 && !list.isLoading && !list.isError
  const headerActions =
    kind === 'draft' ? (
      <>
        {selectedRows.length > 0 && (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => setPendingDelete({ rows: selectedRows, busy: false, error: null })}
          >
            删除所选（{selectedRows.length}）
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
          新建草稿
        </button>
      </>
    ) : kind === 'search' ? (
      <ExportPanel
        url={url}
        searchParams={list.searchParams}
        sorts={list.pagination.sorts}
        fieldKeys={info.fieldKeys}
        fileName={`${form.data?.name ?? '表单'}-查询结果.csv`}
        disabled={totalElements === 0}
      />
    ) : null

  return (
    <div className="page">
      <ListHeader kind={kind} formId={formId} appId={appId} form={form.data} actions={headerActions} />
      <ListFilters
        applied={applied}
        departments={departments.options}
        onApply={apply}
        dateLabel={kind === 'todo' || kind === 'done' ? '起草日期' : '创建日期'}
      />
      {kind === 'draft' && (
        <p className="list-status" role="status">
          {notice}
        </p>
      )}
      <section className="card" aria-label={info.listName}>
        {list.isError ? (
          <ErrorPanel
            error={list.error}
            onRetry={() => void list.reload()}
            actions={
              list.error instanceof RestError &&
              list.error.kind === 'invalid' && (
                // An address with a filter or sort the server refuses (edited by hand, an old link): start over.
                <button
                  type="button"
                  className="btn"
                  onClick={() => void list.fetch(0, pageSize, [], { ...EMPTY_FILTERS })}
                >
                  恢复默认条件
                </button>
              )
            }
          />
        ) : (
          <DataTable
            table={table}
            caption={`${form.data?.name ?? ''}${info.listName}`}
            captionHidden
            loading={list.isLoading}
            stale={list.isPlaceholderData}
            onRowClick={(row) => setOpenRow(row.original)}
            isRowSelected={kind === 'draft' ? (row) => Boolean(rowSelection[row.id]) : undefined}
            empty={
              empty &&
              (filtered ? (
                <EmptyState
                  title="没有符合筛选条件的记录"
                  description="换个条件试试，或清除筛选查看全部。"
                  action={
                    <button type="button" className="btn btn-primary" onClick={clearFilters}>
                      清除筛选
                    </button>
                  }
                />
              ) : (
                <EmptyState
                  title={info.emptyTitle}
                  description={info.emptyHint}
                  action={
                    kind === 'draft' && (
                      <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
                        新建草稿
                      </button>
                    )
                  }
                />
              ))
            }
          />
        )}
        {!list.isError && totalElements > 0 && (
          <Pager
            pageNo={pageNo}
            pageSize={pageSize}
            totalElements={totalElements}
            totalPages={totalPages}
            totalKnown={list.pagination.totalKnown}
            hasNext={list.pagination.hasNext}
            onPageChange={(page) => void list.fetch(page)}
            onPageSizeChange={(size) => void list.fetch(0, size)}
          />
        )}
      </section>
      {openRow && <RecordDrawer row={openRow} read={read} onClose={() => setOpenRow(null)} />}
      {editing && (
        <DraftFormDrawer
          draft={editing.draft}
          departments={departments.options}
          onSubmit={saveDraft}
          onClose={() => setEditing(null)}
        />
      )}
      {pendingDelete && (
        <ConfirmDialog
          title={pendingDelete.rows.length === 1 ? '删除草稿' : `删除 ${pendingDelete.rows.length} 份草稿`}
          message={
            pendingDelete.rows.length === 1
              ? `确定删除草稿“${pendingDelete.rows[0]?.bt}”吗？删除后无法恢复。`
              : `确定删除所选的 ${pendingDelete.rows.length} 份草稿吗？删除后无法恢复。`
          }
          confirmLabel="删除"
          danger
          busy={pendingDelete.busy}
          error={pendingDelete.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </div>
  )
}

/** The page of a form id the server does not know: what happened and the way back to the app's home. */
function FormMissing({ appId }: { appId: string | undefined }) {
  return (
    <div className="page">
      <div className="empty-state">
        <h1 className="page-title">这个表单不存在</h1>
        <p className="muted">链接可能有误，或表单已被删除或停用。请从应用首页重新进入。</p>
        <Link className="btn btn-primary" to={appId ? appHomePath(appId) : '/'}>
          返回应用首页
        </Link>
      </div>
    </div>
  )
}
