import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { RestError } from 'use-rest-page-api'
import { listPath } from '../../app/paths.ts'
import { NotFoundPage } from '../../app/NotFoundPage.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { ExportPanel } from '../lists/ExportPanel.tsx'
import { ListPageFrame } from '../lists/ListPageFrame.tsx'
import { useListPage } from '../lists/useListPage.ts'
import { useMediaQuery } from '../lists/useMediaQuery.ts'
import { useRecordInAddress } from '../lists/useRecordInAddress.ts'
import { useUndoableDelete } from '../lists/useUndoableDelete.ts'
import { listColumns } from './columns.tsx'
import { DraftFormDrawer, type DraftInput } from './DraftFormDrawer.tsx'
import { exportColumns } from './exportColumns.ts'
import { FormFeed } from './FormFeed.tsx'
import { filterKeysOf, FormListFilters } from './FormListFilters.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { useHandleTodo } from './handleTodo.ts'
import { LIST_PAGE_SIZE, listOptions, NEWEST_FIRST } from './listOptions.ts'
import { LIST_KINDS, listsOf, type ListKind, type ListKindInfo } from './kinds.ts'
import { ListHeader } from './ListHeader.tsx'
import { RecordDrawer } from './RecordDrawer.tsx'
import { useDepartments } from './useDepartments.ts'
import { useFormInfo, type FormInfo } from './useFormInfo.ts'
import { useReloadAfterSignIn } from './useReloadAfterSignIn.ts'
import { useUsers } from './useUsers.ts'

/** Below this width a to-do or query list is a feed that loads more as it scrolls. */
export const PHONE_QUERY = '(max-width: 599px)'

/** A list page of the form app, for the route's `formId` (and `appId` in the app's url family). */
export function FormListPage({ kind }: { kind: ListKind }) {
  const { formId = '', appId } = useParams()
  // A new list (and its URL sync) per form: the hook reads its options once.
  return <FormList key={`${kind}:${formId}`} info={LIST_KINDS[kind]} formId={formId} appId={appId} />
}

interface FormListProps {
  info: ListKindInfo
  formId: string
  appId: string | undefined
}

function FormList({ info, formId, appId }: FormListProps) {
  const form = useFormInfo(formId)
  const phone = useMediaQuery(PHONE_QUERY)
  useEffect(() => {
    const name = form.data?.name
    document.title = `${name ? `${name} · ` : ''}${info.label} - 国际合作`
  }, [form.data?.name, info.label])

  // A form id the server does not know (a stale or mistyped link): no list, no filters, no retry, a way home.
  if (form.error instanceof RestError && form.error.kind === 'notFound')
    return <NotFoundPage title="这个表单不存在" description="链接可能有误，或表单已被删除或停用。" appId={appId} />
  // A list the form does not have (the draft box of a no-flow form, from an edited link): where its lists are.
  if (form.data && !listsOf(form.data.type).some((k) => k.kind === info.kind))
    return <NoSuchList info={info} form={form.data} appId={appId} />
  return info.feedOnPhone && phone ? (
    <FormFeed info={info} formId={formId} appId={appId} form={form.data} />
  ) : (
    <FormTable info={info} formId={formId} appId={appId} form={form.data} />
  )
}

interface PendingDelete {
  rows: FormRecordRow[]
}

function FormTable({ info, formId, appId, form }: FormListProps & { form: FormInfo | undefined }) {
  const departments = useDepartments()
  const users = useUsers()
  const drawer = useRecordInAddress()
  const [editing, setEditing] = useState<{ draft?: FormRecordRow } | null>(null)
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null)
  const [notice, setNotice] = useState('')
  const actions = useMemo(
    () => ({
      open: (row: FormRecordRow) => drawer.open(row.id),
      edit: (row: FormRecordRow) => setEditing({ draft: row }),
      remove: (row: FormRecordRow) => setPendingDelete({ rows: [row] }),
    }),
    // The drawer's `open` reads the address it is called with: keep the columns stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const columns = useMemo(() => listColumns(info, actions), [info, actions])
  const url = `/api/forms/${encodeURIComponent(formId)}/${info.endpoint}`
  const model = useListPage<FormRecordRow>({
    url,
    options: listOptions(info, formId),
    filterKeys: filterKeysOf(info),
    columns,
    viewKey: info.kind,
  })
  const { list, selectedRows, clearSelection } = model
  const deletes = useUndoableDelete(list)
  const handle = useHandleTodo(formId)
  useReloadAfterSignIn(list.isError, list.reload)
  // The hook's actions are stable, the object around them is not: depend on `get`, or the drawer reads again on
  // every render of the list.
  const { get } = list
  const read = useCallback((id: string) => get(id, false), [get])

  const saveDraft = async (input: DraftInput) => {
    const body = { bt: input.bt, fields: input.fields, ...(input.zbbm && { zbbm: input.zbbm }) }
    if (editing?.draft) {
      const saved = await list.update({ ...editing.draft, ...body })
      setNotice(`已保存草稿“${saved.bt}”。`)
    } else {
      const saved = await list.save(body)
      setNotice(`已新建草稿“${saved.bt}”。`)
    }
  }
  const confirmDelete = () => {
    if (!pendingDelete) return
    const { rows } = pendingDelete
    setNotice('')
    deletes.remove(
      rows.map((r) => r.id),
      rows.length === 1 ? `草稿“${rows[0]?.bt}”` : `所选的 ${rows.length} 份草稿`,
    )
    clearSelection()
    setPendingDelete(null)
  }
  const onHandle = async (id: string, action: 'approve' | 'return', comment: string) => {
    const record = await handle(id, action, comment)
    drawer.close()
    setNotice(action === 'approve' ? `已同意“${record.bt}”，它已移到已办。` : `已退回“${record.bt}”给起草人。`)
  }
  const row = list.items.find((r) => r.id === drawer.id)
  const create = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
      新建草稿
    </button>
  )

  return (
    <div className="page">
      <ListHeader
        kind={info.kind}
        formId={formId}
        appId={appId}
        form={form}
        actions={
          info.editable && (
            <>
              {selectedRows.length > 0 && (
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() => setPendingDelete({ rows: selectedRows })}
                >
                  删除所选（{selectedRows.length}）
                </button>
              )}
              {create}
            </>
          )
        }
      />
      <FormListFilters
        info={info}
        filters={model.filters}
        departments={departments.options}
        users={users.options}
        optionsLoaded={departments.data !== undefined && users.data !== undefined}
      />
      <ListPageFrame
        model={model}
        name={info.listName}
        caption={`${form?.name ?? ''}${info.listName}`}
        emptyTitle={info.emptyTitle}
        emptyHint={info.emptyHint}
        emptyAction={info.editable && create}
        onRowClick={actions.open}
        deletes={info.editable ? deletes : undefined}
        notice={notice}
        onResetDefaults={() => void list.fetch(0, LIST_PAGE_SIZE, NEWEST_FIRST, {})}
        toolbar={
          <ExportPanel
            query={{
              url,
              searchParams: list.searchParams,
              sorts: list.pagination.sorts,
              transforms: listOptions(info, formId),
            }}
            columns={exportColumns(info)}
            fileName={`${form?.name ?? '表单'}-${info.listName}`}
            selection={selectedRows}
            disabled={list.pagination.totalElements === 0}
          />
        }
      />
      {drawer.id && (
        <RecordDrawer
          id={drawer.id}
          row={row}
          read={read}
          onHandle={info.actionable ? onHandle : undefined}
          onClose={drawer.close}
        />
      )}
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
              ? `确定删除草稿“${pendingDelete.rows[0]?.bt}”吗？删除后 5 秒内可以撤销。`
              : `确定删除所选的 ${pendingDelete.rows.length} 份草稿吗？删除后 5 秒内可以撤销。`
          }
          confirmLabel="删除"
          danger
          busy={false}
          error={null}
          onConfirm={confirmDelete}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </div>
  )
}

/** A list the form does not have (a no-flow form has no draft box): what it has instead. */
function NoSuchList({ info, form, appId }: { info: ListKindInfo; form: FormInfo; appId: string | undefined }) {
  const lists = listsOf(form.type)
  return (
    <div className="page">
      <div className="empty-state">
        <h1 className="page-title">
          {form.name}没有{info.label}
          {info.kind === 'noFlow' ? '列表' : ''}
        </h1>
        <p className="muted">
          {form.type === 'noFlow'
            ? '这个表单不走流程，没有草稿、待办和已办，填写的记录都在记录列表里。'
            : '这个表单走流程，它的记录在草稿、待办、已办和查询列表里。'}
        </p>
        <div className="toolbar" style={{ justifyContent: 'center' }}>
          {lists.map((l) => (
            <Link key={l.kind} className="btn btn-primary" to={listPath(l.kind, form.id, appId ?? form.appId)}>
              打开{l.listName}
            </Link>
          ))}
        </div>
      </div>
    </div>
  )
}
