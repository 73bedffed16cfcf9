import { useState, type RefObject } from 'react'
import { useRestPageApiStore, type ListTransforms } from 'use-rest-page-api'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { BulkDeletePanel } from '../selection/BulkDeletePanel.tsx'
import { DeleteSelectedButton } from '../selection/DeleteSelectedButton.tsx'
import { useBulkDelete } from '../selection/useBulkDelete.ts'
import { listsSettled } from '../undoable-delete/listsSettled.ts'
import { useUndoableDelete } from '../undoable-delete/useUndoableDelete.ts'
import { focusRow } from './focusRow.ts'
import type { StatusLineState } from './StatusLine.tsx'
import type { ListPageModel } from './useListPage.ts'

/** How a list deletes its records. */
export interface ListDeletesConfig<TRow> {
  /** What a record is called (`草稿`, `产品`) and counted as (`份`, `个`). */
  noun: string
  unit: string
  /** A record's name in what the page says (`草稿“…”`). */
  nameOf: (row: TRow) => string
  /** Where a record is deleted: `DELETE <base>/<id1>,<id2>`. */
  base: string
  /** The url the list reads, with the list's transforms: a delete of every match reads what matches the same way. */
  url: string
  transforms?: ListTransforms<TRow, unknown> | undefined
  /** The collections whose lists reload after a delete of every match (`invalidate`). */
  collections: readonly string[]
  /**
   * Where the lists that count the records live (`/api/forms/<id>/`, `/api/products`): after a delete of rows, the
   * rows count as deleted until every list on screen under it has the server's answer (at most 10 s).
   */
  settle: string
  /** After a delete of rows succeeded: refresh what else counts them (another collection's lists). Default: nothing. */
  afterDelete?: (() => void) | undefined
}

/**
 * Every way a list deletes, once for the form's lists and /products alike: rows (a row's 删除, 删除所选) are deleted
 * with 撤销 for 5 s and no question (`useUndoableDelete`), the selection cleared and, on 撤销, the first row back
 * focused; every match of the filters (选择全部匹配记录 → 删除所选), which cannot be undone, after a question
 * (`useBulkDelete`, its progress and outcome in `panel`). `button` is the page's 删除所选, `panel` and `dialog` go in
 * the list's frame.
 *
 * @example
 * const deletes = useListDeletes(model, frame, status, { noun: '产品', unit: '个', nameOf: (p) => p.title, … })
 * deletes.remove([product])
 */
export function useListDeletes<TRow extends { id: string }>(
  model: ListPageModel<TRow>,
  frame: RefObject<HTMLElement | null>,
  status: StatusLineState,
  config: ListDeletesConfig<TRow>,
) {
  const { say } = status
  const { list, selection, selectedRows, clearSelection } = model
  const { noun, unit, nameOf, settle, afterDelete } = config
  const store = useRestPageApiStore()
  const undoable = useUndoableDelete(list, say, {
    // 撤销: the rows come back, and the first of them takes the focus.
    onUndone: (ids) => focusRow(frame.current, String(ids[0])),
    // Deleted: what else counts the rows refreshes, and the rows stay off the counts until the lists on screen have
    // the server's answer; at most 10 s, so a reload that keeps failing cannot keep them off for good.
    afterDelete: () => {
      afterDelete?.()
      return listsSettled(store, settle, AbortSignal.timeout(10_000))
    },
  })
  const remove = (rows: readonly TRow[]) => {
    const [first] = rows
    if (!first) return
    undoable.remove(
      rows.map((r) => r.id),
      rows.length === 1 ? `${noun}“${nameOf(first)}”` : `所选的 ${rows.length} ${unit}${noun}`,
    )
    clearSelection()
  }

  // Every match less the exclusions: not undoable, so it is confirmed first.
  const bulk = useBulkDelete<TRow>()
  const excluded = new Set(selection.matching?.excluded)
  const skipExcluded = (row: TRow) => excluded.has(row.id)
  const [asking, setAsking] = useState<number | null>(null)
  const deleteMatching = () => {
    if (asking === null) return
    setAsking(null)
    clearSelection()
    say(`正在删除所选的 ${asking} ${unit}${noun}…`)
    void bulk.start({
      url: config.url,
      searchParams: list.searchParams,
      sorts: list.pagination.sorts,
      transforms: config.transforms,
      skip: skipExcluded,
      base: config.base,
      collections: config.collections,
    })
  }
  const pendingIds = new Set(undoable.pendingIds.map(String))

  return {
    remove,
    /** The rows deleted and waiting out their 5 s (or the lists' answers): what the counts and exports leave out. */
    pendingIds,
    /** How many rows the page on screen still counts that were deleted from the page after it (`useUndoableDelete`). */
    offPage: undoable.offPage,
    /** The selection of every match leaves these out. */
    skipExcluded,
    /** 删除所选（N）: the rows ticked, at once with 撤销; every match, after a question. */
    button: (
      <DeleteSelectedButton
        selectedRows={selectedRows}
        matching={selection.matching ? selection.count : null}
        bulk={bulk.state}
        onDeleteRows={remove}
        onDeleteMatching={setAsking}
      />
    ),
    /** A delete of every match under way, and its outcome. */
    panel: (
      <BulkDeletePanel
        state={bulk.state}
        noun={noun}
        unit={unit}
        nameOf={nameOf}
        stop={bulk.stop}
        dismiss={bulk.dismiss}
        statusLine={status.focus}
      />
    ),
    /** The question before a delete of every match. */
    dialog: asking !== null && (
      <ConfirmDialog
        title={`删除 ${asking} ${unit}${noun}`}
        message={`确定删除所选的 ${asking} ${unit}${noun}吗？它们分布在多页，会分批立即删除，不能撤销。`}
        confirmLabel="删除"
        danger
        returnFocus={() => null}
        onConfirm={deleteMatching}
        onCancel={() => setAsking(null)}
      />
    ),
  }
}
export type ListDeletes<TRow extends { id: string }> = ReturnType<typeof useListDeletes<TRow>>
