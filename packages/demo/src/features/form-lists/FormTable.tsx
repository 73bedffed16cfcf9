import { useCallback, useMemo, useRef, useState } from 'react'
import { useRestPageApiStore } from 'use-rest-page-api'
import { ExportPanel } from '../../shared/lists/export/ExportPanel.tsx'
import { PendingUpdateNotice } from '../../shared/lists/held-updates/PendingUpdateNotice.tsx'
import { useHeldUpdates } from '../../shared/lists/held-updates/useHeldUpdates.ts'
import { ListPageFrame } from '../../shared/lists/page/ListPageFrame.tsx'
import { useFocusWithin } from '../../shared/lists/page/useFocusWithin.ts'
import { useListDeletes } from '../../shared/lists/page/useListDeletes.tsx'
import { useListPage } from '../../shared/lists/page/useListPage.ts'
import { SavedViews } from '../../shared/lists/views/SavedViews.tsx'
import { savedViewsKey } from '../../shared/lists/views/savedViewStore.ts'
import { useListViews } from '../../shared/lists/views/useListViews.ts'
import { DraftFormDrawer, type DraftInput } from './DraftFormDrawer.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { FormListLayout, useFormListPage, type FormListPlace } from './FormListLayout.tsx'
import { formCollections } from './kinds.ts'
import { filterKeysOf, formList, LIST_PAGE_SIZE, listOptions, newestFirst } from './listOptions.ts'
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
  const section = useRef<HTMLDivElement>(null)
  const columns = useMemo(() => listColumns(info), [info])
  const definition = useMemo(() => formList(info, formId), [info, formId])
  const { url } = definition
  const filterKeys = useMemo(() => filterKeysOf(info), [info])
  // While the user works in the list (the focus in it or in the drawer opened from it, a record open, rows selected),
  // a reload on its own that would move rows is held back and offered as "有 N 条新待办 · 刷新" instead; once a to-do
  // was handled in the drawer, the user asked for the list to change, and it follows. Not on the draft list, whose
  // rows the user's own writes move: the hook would hold those too.
  const inList = useFocusWithin(section)
  const working = !info.editable && !page.acted && (inList || Boolean(page.drawer.id))
  const model = useListPage<FormRecordRow>({
    list: definition,
    holdUpdates: working,
    filterKeys,
    columns,
    viewKey: `${info.kind}:${formId}`,
    viewFallbackKey: info.kind,
    holdWhileSelected: !info.editable,
  })
  const { list, table, selectedRows, selection } = model
  const { submit, failure, failureRef } = useDraftSubmit(formId, list.items, section, status)
  const views = useListViews(model, {
    storageKey: savedViewsKey(formId, info.kind),
    filterKeys,
    pageSize: LIST_PAGE_SIZE,
    defaultSort: newestFirst(info),
    say: status.say,
  })
  const store = useRestPageApiStore()
  const deletes = useListDeletes(model, section, status, {
    noun: '草稿',
    unit: '份',
    nameOf: (row) => row.bt,
    url,
    transforms: listOptions(info, formId),
    base: `/api/forms/${encodeURIComponent(formId)}/${info.records}`,
    collections: formCollections(formId),
    // The drafts are off the counts of every list of the form until each has the server's answer.
    settle: `/api/forms/${encodeURIComponent(formId)}/`,
    // The lists of the form's other collection (查询 holds the user's drafts too) recount: by hand, as the store makes
    // old only the collection a list's write went to (the drafts).
    afterDelete: () => {
      for (const collection of formCollections(formId))
        if (!collection.endsWith(`/${info.records}`)) store.invalidate(collection)
    },
  })
  useReloadAfterSignIn(list.isError, list.reload)
  const held = useHeldUpdates(list, url, section, info.rowNoun, status.say)
  // The hook's actions are stable, the object around them is not: depend on `get`, or the drawer reads again on
  // every render of the list.
  const { get } = list
  const read = useCallback((id: string) => get(id, { updateItems: false }), [get])

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
      deletedDrafts={deletes.pendingIds.size}
      views={<SavedViews views={views} />}
      actions={
        info.editable && (
          <>
            {deletes.button}
            {create}
          </>
        )
      }
    >
      {failure && (
        <p ref={failureRef} className="notice notice-error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <ListPageFrame
        model={model}
        frameRef={section}
        name={info.listName}
        caption={`${form?.name ?? ''}${info.listName}`}
        emptyTitle={info.emptyTitle}
        emptyHint={info.emptyHint}
        emptyAction={info.editable && create}
        onRowClick={(row) => drawer.open(row.id)}
        onResetDefaults={() => void list.fetch({ page: 0, size: LIST_PAGE_SIZE, sort: newestFirst(info), filters: {} })}
        rowActions={{
          open: (row) => drawer.open(row.id),
          edit: (row) => setEditing({ draft: row }),
          remove: (row) => deletes.remove([row]),
          submit: (row) => void submit(row),
        }}
        deletes={deletes}
        notices={<PendingUpdateNotice text={held.text} onApply={held.apply} />}
        toolbar={
          <ExportPanel
            query={{
              url,
              searchParams: list.searchParams,
              sorts: list.pagination.sorts,
              transforms: listOptions(info, formId),
              skip: (row) => deletes.pendingIds.has(row.id),
            }}
            columns={csvColumns(info, shown)}
            fileName={`${form?.name ?? '表单'}-${info.listName}`}
            selection={selectedRows}
            matching={selection.matching ? { count: selection.count, skip: deletes.skipExcluded } : undefined}
            disabled={list.pagination.totalElements === 0}
          />
        }
      />
      {editing && (
        <DraftFormDrawer
          draft={editing.draft}
          departments={departments.options}
          onSubmit={saveDraft}
          onClose={() => setEditing(null)}
        />
      )}
    </FormListLayout>
  )
}
