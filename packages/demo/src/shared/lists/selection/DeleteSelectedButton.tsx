import type { BulkDeleteState } from './useBulkDelete.ts'

export interface DeleteSelectedButtonProps<TRow extends { id: string }> {
  /** The rows ticked on this page. */
  selectedRows: readonly TRow[]
  /** Every match less the exclusions is selected (选择全部匹配记录), and how many that is; `null` when not. */
  matching: number | null
  /** A bulk delete's progress: the button waits while one reads or deletes. */
  bulk: BulkDeleteState<TRow>
  /** Deletes the ticked rows (undoable: nothing is asked). */
  onDeleteRows: (rows: TRow[]) => void
  /** Asks before deleting every match (it cannot be undone). */
  onDeleteMatching: (count: number) => void
}

/**
 * 删除所选（N）: the ticked rows deleted at once (with 撤销), or every match less the exclusions after a question;
 * nothing when nothing is selected. One button for every list that deletes, so the two ways stay one pattern.
 */
export function DeleteSelectedButton<TRow extends { id: string }>({
  selectedRows,
  matching,
  bulk,
  onDeleteRows,
  onDeleteMatching,
}: DeleteSelectedButtonProps<TRow>) {
  if (matching !== null)
    return (
      <button
        type="button"
        className="btn btn-danger"
        disabled={bulk.status === 'reading' || bulk.status === 'deleting'}
        onClick={() => onDeleteMatching(matching)}
      >
        删除所选（{matching}）
      </button>
    )
  if (selectedRows.length === 0) return null
  return (
    <button type="button" className="btn btn-danger" onClick={() => onDeleteRows([...selectedRows])}>
      删除所选（{selectedRows.length}）
    </button>
  )
}
