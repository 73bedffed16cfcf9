import { useCallback, useMemo, useRef, useState } from 'react'
import { useRestPageApiStore } from 'use-rest-page-api'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { BulkDeletePanel } from '../lists/selection/BulkDeletePanel.tsx'
import { DeleteSelectedButton } from '../lists/selection/DeleteSelectedButton.tsx'
import { ExportPanel } from '../lists/export/ExportPanel.tsx'
import { focusRow } from '../lists/page/focusRow.ts'
import { listsSettled } from '../lists/undoable-delete/listsSettled.ts'
import { ListPageFrame } from '../lists/page/ListPageFrame.tsx'
import { SavedViews } from '../lists/views/SavedViews.tsx'
import { savedViewsKey } from '../lists/views/savedViewStore.ts'
import { PendingUpdateNotice } from '../lists/held-updates/PendingUpdateNotice.tsx'
import { useFocusWithin } from '../lists/page/useFocusWithin.ts'
import { useHeldUpdates } from '../lists/held-updates/useHeldUpdates.ts'
import { useListPage } from '../lists/page/useListPage.ts'
import { useListViews } from '../lists/views/useListViews.ts'
import { useBulkDelete } from '../lists/selection/useBulkDelete.ts'
import { useUndoableDelete } from '../lists/undoable-delete/useUndoableDelete.ts'
import { DraftFormDrawer, type DraftInput } from './DraftFormDrawer.tsx'
import { filterKeysOf } from './FormListFilters.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { FormListLayout, useFormListPage, type FormListPlace } from './FormListLayout.tsx'
import { formCollections } from './kinds.ts'
import { LIST_PAGE_SIZE, listOptions, newestFirst } from './listOptions.ts'
import { csvColumns, listColumns } from './recordColumns.tsx'
import { useDepartments } from './useDepartments.ts'
import { useDraftSubmit } from './useDraftSubmit.ts'
import { useReloadAfterSignIn } from './useReloadAfterSignIn.ts'

/**
 * A form's list as a table: paged, sorted and filtered in the address, exported, and on drafts edited and deleted.
 * A delete of rows asks nothing: it can be undone for 5 s, and meanwhile the drafts are off the pager, the tabs'
 * counts and 导出全部 alike. A delete of every match (选择全部匹配记录) cannot be undone, so it asks first.
 */
export function FormTable(place: FormListPlace) {
  const { info, formId, form } = place
  const page = useFormListPage()
  const { drawer, status } = page
  const departments = useDepartments()
  const [editing, setEditing] = useState<{ draft?: FormRecordRow } | null>(null)
  const removeRows = useRef<(rows: FormRecordRow[]) => void>(() => {})
  const section = useRef<HTMLDivElement>(null)
  const actions = useMemo(
    () => ({
      open: (row: FormRecordRow) => drawer.open(row.id),
      edit: (row: FormRecordRow) => setEditing({ draft: row }),
      remove: (row: FormRecordRow) => removeRows.current([row]),
      submit: (row: FormRecordRow) => void submission.submit(row),
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
  const inList = useFocusWithin(section)
  const working = !info.editable && !page.acted && (inList || Boolean(page.drawer.id))
  const model = useListPage<FormRecordRow>({
    url,
    options: { ...listOptions(info, formId), holdUpdates: working },
    filterKeys: filterKeysOf(info),
    columns,
    viewKey: `${info.kind}:${formId}`,
    viewFallbackKey: info.kind,
    holdWhileSelected: !info.editable,
  })
  const { list, table, selectedRows, clearSelection, selection } = model
  // 提交 (drafts): stable, so the columns made once call it.
  const submission = useDraftSubmit(formId, list.items, section, status)
  const bulk = useBulkDelete<FormRecordRow>()
  const filterKeys = useMemo(() => filterKeysOf(info), [info])
  const views = useListViews(model, {
    storageKey: savedViewsKey(formId, info.kind),
    filterKeys,
    pageSize: LIST_PAGE_SIZE,
    defaultSort: newestFirst(info),
    say: status.say,
  })
  // The selection of every match: what its exclusions leave out.
  const excluded = new Set(selection.matching?.excluded)
  const skip = (row: FormRecordRow) => excluded.has(row.id)
  const store = useRestPageApiStore()
  const deletes = useUndoableDelete(list, status.say, {
    // 撤销: the rows come back, and the first of them takes the focus.
    onUndone: (ids) => focusRow(section.current, String(ids[0])),
    // Deleted: the lists of the form's other collection (查询 holds the user's drafts too) recount, and the drafts
    // stay off the counts until every list of the form on screen has the server's answer.
    afterDelete: () => {
      for (const collection of formCollections(formId))
        if (!collection.endsWith(`/${info.records}`)) store.invalidate(collection)
      // At most 10 s: a list whose reload keeps failing must not keep the drafts off its count for good.
      return listsSettled(store, `/api/forms/${encodeURIComponent(formId)}/`, AbortSignal.timeout(10_000))
    },
  })
  const pendingIds = new Set(deletes.pendingIds.map(String))
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
  // Every match less the exclusions: not undoable, so it is confirmed first (`matchingDelete`).
  const [matchingDelete, setMatchingDelete] = useState<number | null>(null)
  const confirmMatchingDelete = () => {
    if (matchingDelete === null) return
    setMatchingDelete(null)
    clearSelection()
    status.say(`正在删除所选的 ${matchingDelete} 份草稿…`)
    void bulk.start({
      url,
      searchParams: list.searchParams,
      sorts: list.pagination.sorts,
      transforms: listOptions(info, formId),
      skip,
      base: `/api/forms/${encodeURIComponent(formId)}/${info.records}`,
      collections: formCollections(formId),
    })
  }
  removeRows.current = (rows) => {
    deletes.remove(
      rows.map((r) => r.id),
      rows.length === 1 ? `草稿“${rows[0]?.bt}”` : `所选的 ${rows.length} 份草稿`,
    )
    clearSelection()
  }
  const create = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
      新建草稿
    </button>
  )
  // The CSV holds the columns the table shows, in the order shown (moved and pinned in 显示设置).
  const shown = (table.getHeaderGroups().at(-1)?.headers ?? []).map((header) => header.column.id)

  return (
    <FormListLayout
      {...place}
      page={page}
      filters={model.filters}
      items={list.items}
      total={list.pagination.totalElements}
      read={read}
      deletedDrafts={pendingIds.size}
      views={<SavedViews views={views} />}
      actions={
        info.editable && (
          <>
            <DeleteSelectedButton
              selectedRows={selectedRows}
              matching={selection.matching ? selection.count : null}
              bulk={bulk.state}
              onDeleteRows={(rows) => removeRows.current(rows)}
              onDeleteMatching={setMatchingDelete}
            />
            {create}
          </>
        )
      }
    >
      {submission.failure && (
        <p ref={submission.failureRef} className="notice notice-error" role="alert" tabIndex={-1}>
          {submission.failure}
        </p>
      )}
      <div ref={section} className="list-frame">
        <BulkDeletePanel
          state={bulk.state}
          noun="草稿"
          unit="份"
          nameOf={(row) => row.bt}
          stop={bulk.stop}
          dismiss={bulk.dismiss}
          statusLine={status.focus}
        />
        <PendingUpdateNotice text={held.text} onApply={held.apply} />
        <ListPageFrame
          model={model}
          name={info.listName}
          caption={`${form?.name ?? ''}${info.listName}`}
          emptyTitle={info.emptyTitle}
          emptyHint={info.emptyHint}
          emptyAction={info.editable && create}
          onRowClick={actions.open}
          onResetDefaults={() => void list.fetch(0, LIST_PAGE_SIZE, newestFirst(info), {})}
          toolbar={
            <ExportPanel
              query={{
                url,
                searchParams: list.searchParams,
                sorts: list.pagination.sorts,
                transforms: listOptions(info, formId),
                skip: (row) => pendingIds.has(row.id),
              }}
              columns={csvColumns(info, shown)}
              fileName={`${form?.name ?? '表单'}-${info.listName}`}
              selection={selectedRows}
              matching={selection.matching ? { count: selection.count, skip } : undefined}
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
      {matchingDelete !== null && (
        <ConfirmDialog
          title={`删除 ${matchingDelete} 份草稿`}
          message={`确定删除所选的 ${matchingDelete} 份草稿吗？它们分布在多页，会分批立即删除，不能撤销。`}
          confirmLabel="删除"
          danger
          returnFocus={() => null}
          onConfirm={confirmMatchingDelete}
          onCancel={() => setMatchingDelete(null)}
        />
      )}
    </FormListLayout>
  )
}
