import { useCallback, useMemo, useRef, useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { ExportPanel } from '../lists/ExportPanel.tsx'
import { focusRow } from '../lists/focusRow.ts'
import { ListPageFrame } from '../lists/ListPageFrame.tsx'
import { PendingUpdateNotice } from '../lists/PendingUpdateNotice.tsx'
import { useFocusWithin } from '../lists/useFocusWithin.ts'
import { useHeldUpdates } from '../lists/useHeldUpdates.ts'
import { useListPage } from '../lists/useListPage.ts'
import { useUndoableDelete } from '../lists/useUndoableDelete.ts'
import { DraftFormDrawer, type DraftInput } from './DraftFormDrawer.tsx'
import { filterKeysOf } from './FormListFilters.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { FormListLayout, useFormListPage, type FormListPlace } from './FormListLayout.tsx'
import { LIST_PAGE_SIZE, listOptions, NEWEST_FIRST } from './listOptions.ts'
import { csvColumns, listColumns } from './recordColumns.tsx'
import { useDepartments } from './useDepartments.ts'
import { useReloadAfterSignIn } from './useReloadAfterSignIn.ts'

interface PendingDelete {
  rows: FormRecordRow[]
}

/** A form's list as a table: paged, sorted and filtered in the address, exported, and on drafts edited and deleted. */
export function FormTable(place: FormListPlace) {
  const { info, formId, form } = place
  const page = useFormListPage()
  const { drawer, status } = page
  const departments = useDepartments()
  const [editing, setEditing] = useState<{ draft?: FormRecordRow } | null>(null)
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null)
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
  // While the user works in the list (the focus in it or in the drawer opened from it, a record open, rows selected),
  // a reload on its own that would move rows is held back and offered as "有 N 条新待办 · 刷新" instead; once a to-do
  // was handled in the drawer, the user asked for the list to change, and it follows. Not on the draft list, whose
  // rows the user's own writes move: the hook would hold those too.
  const section = useRef<HTMLDivElement>(null)
  const inList = useFocusWithin(section)
  const working = !info.editable && !page.acted && (inList || Boolean(page.drawer.id))
  const model = useListPage<FormRecordRow>({
    url,
    options: { ...listOptions(info, formId), holdUpdates: working },
    filterKeys: filterKeysOf(info),
    columns,
    viewKey: info.kind,
    holdWhileSelected: !info.editable,
  })
  const { list, table, selectedRows, clearSelection } = model
  // 撤销: the rows come back, and the first of them takes the focus.
  const deletes = useUndoableDelete(list, status.say, (ids) => {
    focusRow(section.current, String(ids[0]))
  })
  useReloadAfterSignIn(list.isError, list.reload)
  const held = useHeldUpdates(list, url, section, info.rowNoun, status.say)
  // The hook's actions are stable, the object around them is not: depend on `get`, or the drawer reads again on
  // every render of the list.
  const { get } = list
  const read = useCallback((id: string) => get(id, false), [get])

  const saveDraft = async (input: DraftInput) => {
    const body = { bt: input.bt, fields: input.fields, ...(input.zbbm && { zbbm: input.zbbm }) }
    if (editing?.draft) {
      const saved = await list.update({ ...editing.draft, ...body })
      status.say(`已保存草稿“${saved.bt}”。`)
    } else {
      const saved = await list.save(body)
      status.say(`已新建草稿“${saved.bt}”。`)
    }
  }
  const confirmDelete = () => {
    if (!pendingDelete) return
    const { rows } = pendingDelete
    deletes.remove(
      rows.map((r) => r.id),
      rows.length === 1 ? `草稿“${rows[0]?.bt}”` : `所选的 ${rows.length} 份草稿`,
    )
    clearSelection()
    setPendingDelete(null)
  }
  const create = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
      新建草稿
    </button>
  )
  // The CSV holds the columns the table shows, in the order shown.
  const shown = table.getVisibleLeafColumns().map((column) => column.id)

  return (
    <FormListLayout
      {...place}
      page={page}
      filters={model.filters}
      items={list.items}
      total={list.pagination.totalElements}
      read={read}
      actions={
        info.editable && (
          <>
            {selectedRows.length > 0 && (
              <button type="button" className="btn btn-danger" onClick={() => setPendingDelete({ rows: selectedRows })}>
                删除所选（{selectedRows.length}）
              </button>
            )}
            {create}
          </>
        )
      }
    >
      <div ref={section} className="list-frame">
        <PendingUpdateNotice text={held.text} onApply={held.apply} />
        <ListPageFrame
          model={model}
          name={info.listName}
          caption={`${form?.name ?? ''}${info.listName}`}
          emptyTitle={info.emptyTitle}
          emptyHint={info.emptyHint}
          emptyAction={info.editable && create}
          onRowClick={actions.open}
          onResetDefaults={() => void list.fetch(0, LIST_PAGE_SIZE, NEWEST_FIRST, {})}
          toolbar={
            <ExportPanel
              query={{
                url,
                searchParams: list.searchParams,
                sorts: list.pagination.sorts,
                transforms: listOptions(info, formId),
              }}
              columns={csvColumns(info, shown)}
              fileName={`${form?.name ?? '表单'}-${info.listName}`}
              selection={selectedRows}
              disabled={list.pagination.totalElements === 0}
            />
          }
        />
      </div>
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
    </FormListLayout>
  )
}
