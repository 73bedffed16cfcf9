export interface SaveFooterProps {
  /** The id of the form the 保存 button submits (it sits in a dialog's footer, outside the form). */
  formId: string
  /** A save is on its way: both buttons wait, and 保存 says so. */
  busy: boolean
  onCancel: () => void
}

/**
 * The footer of a form in a dialog or drawer: 取消, then 保存 (正在保存… while the save is on its way). While busy the
 * buttons take no press but keep the focus (`aria-disabled`): the form ignores a submit while busy.
 */
export function SaveFooter({ formId, busy, onCancel }: SaveFooterProps) {
  return (
    <>
      <button type="button" className="btn" onClick={() => !busy && onCancel()} aria-disabled={busy}>
        取消
      </button>
      <button type="submit" form={formId} className="btn btn-primary" aria-disabled={busy}>
        {busy ? '正在保存…' : '保存'}
      </button>
    </>
  )
}
