import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { describeError } from '../../components/describeError.ts'
import { useLatest } from '../../components/useLatest.ts'
import type { StatusLineState } from '../../shared/lists/page/StatusLine.tsx'
import { useFocusAfterLeave } from '../../shared/lists/page/useFocusAfterLeave.ts'
import type { FormRecordRow } from './formRecord.ts'
import { submittedMessage, useSubmitDraft } from './submitDraft.ts'

/**
 * 提交 on the draft list: one draft at a time (a second press while one is sent does nothing); once its row has left
 * the list the row after it takes the focus (the status line when none is left), and the status line says where
 * the draft went (已提交“…”，已送科长一办理。). A refusal is an alert above the list, with the focus, and the draft
 * stays as it was.
 *
 * @example
 * const submission = useDraftSubmit(formId, list.items, section, status)
 * <button onClick={() => submission.submit(row)}>提交</button>
 * {submission.failure && <p ref={submission.failureRef} role="alert" tabIndex={-1}>{submission.failure}</p>}
 */
export function useDraftSubmit(
  formId: string,
  items: readonly FormRecordRow[],
  section: RefObject<HTMLElement | null>,
  status: StatusLineState,
) {
  const send = useSubmitDraft(formId)
  const leave = useFocusAfterLeave(items, section, status.focus)
  const [failure, setFailure] = useState<string | null>(null)
  const failureRef = useRef<HTMLParagraphElement>(null)
  const busy = useRef(false)
  // The table's columns are made once: `submit` stays the same function and reads what is current when pressed.
  const latest = useLatest({ send, leave, say: status.say })
  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])
  const submit = useCallback(
    async (row: FormRecordRow) => {
      if (busy.current) return
      busy.current = true
      setFailure(null)
      try {
        const record = await latest.current.send(row.id)
        latest.current.leave(row.id)
        latest.current.say(submittedMessage(record))
      } catch (error) {
        setFailure(`${describeError(error).title}，“${row.bt}”没有提交。`)
      } finally {
        busy.current = false
      }
    },
    [latest],
  )
  return { submit, failure, failureRef }
}
