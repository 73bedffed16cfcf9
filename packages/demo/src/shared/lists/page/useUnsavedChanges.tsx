import { useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { useLatest } from '../../../components/useLatest.ts'

interface Question {
  leave: () => void
  stay: () => void
}

/**
 * Nothing typed is lost without asking: while `dirty`, closing a drawer or dialog (its ✕, 取消, Escape, the backdrop:
 * `confirmClose`), a navigation away (Back, a link: React Router's blocker) and a reload or a closed tab (the
 * browser's own question, `beforeunload`) first ask 放弃未保存的内容？, 继续编辑 being the safe choice. The app's own
 * replacements of the address (a page corrected, the next to-do) are let through. Render `question` beside the form.
 *
 * @example
 * const unsaved = useUnsavedChanges(title !== draft.title)
 * <Drawer onClose={() => unsaved.confirmClose(onClose)}>…</Drawer>
 * {unsaved.question}
 */
export function useUnsavedChanges(dirty: boolean) {
  const [asking, setAsking] = useState<Question | null>(null)
  const unsavedRef = useLatest(dirty)
  // 放弃 was chosen: the close that follows is let through.
  const leaving = useRef(false)
  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) =>
      unsavedRef.current &&
      !leaving.current &&
      historyAction !== 'REPLACE' &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [unsavedRef],
  )
  const blocker = useBlocker(block)
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const confirmClose = (close: () => void) => {
    if (!dirty) return close()
    setAsking({
      leave: () => {
        leaving.current = true
        setAsking(null)
        close()
      },
      stay: () => setAsking(null),
    })
  }
  const pending: Question | null =
    blocker.state === 'blocked' ? { leave: () => blocker.proceed(), stay: () => blocker.reset() } : asking
  const question = pending && (
    <ConfirmDialog
      title="放弃未保存的内容？"
      message="你填写的内容还没有保存，离开后就没有了。"
      confirmLabel="放弃"
      cancelLabel="继续编辑"
      danger
      onConfirm={pending.leave}
      onCancel={pending.stay}
    />
  )
  return { confirmClose, question }
}
