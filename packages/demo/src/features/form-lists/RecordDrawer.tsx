import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { isRestError } from 'use-rest-page-api'
import { describeError } from '../../components/describeError.ts'
import { Drawer } from '../../components/Drawer.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { ProgressBar } from '../../components/ProgressBar.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { useUnsavedChanges } from '../../shared/lists/page/useUnsavedChanges.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { TODO_ACTION_LABELS, type TodoAction } from './handleTodo.ts'
import { RecordDetails } from './RecordDetails.tsx'
import './RecordDrawer.css'

/** What the drawer says once its to-do was handled, and the way on to the next. */
export interface HandledTodo {
  /** What was done (已同意“…”，它已移到已办。). */
  message: string
  /** Someone else got to it first (a 409): said as news, not as a success. */
  taken?: boolean | undefined
  /** How many to-dos are left. */
  left: number
  /** The title of the one 办理下一条 opens, once known. */
  nextTitle?: string | undefined
  /** Turns the drawer to the next to-do. */
  next: () => void
}

export interface RecordDrawerProps {
  /** The record's id (from the address: `?record=<id>`). */
  id: string
  /** Its row when the list shows it: the title at once. Default: none (a copied link). */
  row?: FormRecordRow | undefined
  /** Reads the record (`dataSource.get(id, { updateItems: false })`). */
  read: (id: string) => Promise<FormRecordRow>
  /** Acts on the record as a to-do (办理); absent where the list offers no action. */
  onHandle?: ((id: string, action: TodoAction, comment: string) => Promise<unknown>) | undefined
  /** The record was just handled: the drawer says so and offers 办理下一条. Default: none. */
  handled?: HandledTodo | undefined
  onClose: () => void
  /** Where focus goes on close (see `Drawer`). Default: what opened the drawer. */
  returnFocus?: ((opener: HTMLElement | null) => HTMLElement | null | undefined) | undefined
}

type Loaded = { id: string; record?: FormRecordRow; error?: unknown }

/**
 * The detail drawer of a list: reads the record afresh; 403 says the user may not open it, 404 that it is gone.
 * On the to-do list it offers 办理: an opinion, then 同意 or 退回 (a return needs its reason). Handled, it says what
 * was done and how many are left, with 办理下一条 focused: a queue cleared without leaving the drawer, the next
 * record's title taking the focus as it turns to it. An opinion typed and not sent is not thrown away without asking.
 */
export function RecordDrawer({ id, row, read, onHandle, handled, onClose, returnFocus }: RecordDrawerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    read(id).then(
      (record) => live && setLoaded({ id, record }),
      (error: unknown) => live && setLoaded({ id, error }),
    )
    return () => {
      live = false
    }
  }, [read, id, round])
  const current = loaded?.id === id ? loaded : null
  const forbidden = isRestError(current?.error, 'forbidden')
  const missing = isRestError(current?.error, 'notFound')
  // No network (a phone on a train): the list's row stands in for the record, and 办理 still works (it waits to be
  // sent); any other failure is said.
  const stored = isRestError(current?.error, 'network') && row ? row : undefined
  const record = current?.record ?? stored
  const waiting = record?.status === '流转中' && onHandle
  const next = useRef<HTMLButtonElement>(null)
  const doneId = useId()
  // The opinion being typed for this record: closing or leaving with it asks first (not while it is being sent).
  const [opinion, setOpinion] = useState({ id, text: '', sending: false })
  const mine = opinion.id === id ? opinion : { id, text: '', sending: false }
  const unsaved = useUnsavedChanges(!handled && !mine.sending && mine.text.trim() !== '')
  const close = () => unsaved.confirmClose(onClose)
  useEffect(() => {
    if (handled) next.current?.focus()
  }, [handled])
  return (
    <>
      <Drawer
        title={record?.bt ?? row?.bt ?? '记录'}
        onClose={close}
        focusTitleOn={id}
        returnFocus={returnFocus}
        footer={
          <>
            {handled && (
              <button
                ref={next}
                type="button"
                className="btn btn-primary"
                onClick={handled.next}
                aria-describedby={doneId}
              >
                办理下一条
              </button>
            )}
            <button type="button" className="btn" onClick={close}>
              关闭
            </button>
          </>
        }
      >
        {handled ? (
          <div id={doneId} className={`handle-done${handled.taken ? ' handle-done--taken' : ''}`}>
            <p className="handle-done__message">
              <span className="handle-done__mark" aria-hidden="true">
                {handled.taken ? 'i' : '✓'}
              </span>
              {handled.message}
            </p>
            <p className="handle-done__left">
              还剩 <strong>{handled.left}</strong> 条待办
              {handled.nextTitle && (
                <>
                  <span aria-hidden="true"> · </span>下一条：{handled.nextTitle}
                </>
              )}
            </p>
          </div>
        ) : (
          <>
            {!current && <ProgressBar label="正在读取记录" />}
            {stored && <p className="notice notice-warning">离线：显示的是列表中保存的内容，联网后可查看全部详情。</p>}
            {record && <RecordDetails record={record} />}
            {record && waiting && (
              <HandleForm
                key={id}
                id={id}
                comment={mine.text}
                onComment={(text) => setOpinion({ id, text, sending: false })}
                onSending={(sending) => setOpinion((o) => ({ ...o, id, sending }))}
                onHandle={onHandle}
              />
            )}
            {current?.error !== undefined &&
              !stored &&
              (forbidden ? (
                <ErrorPanel error={current.error} title="你无权打开此记录" />
              ) : missing ? (
                <ErrorPanel error={current.error} title="此记录已不存在，可能已被删除" />
              ) : (
                <ErrorPanel
                  error={current.error}
                  onRetry={() => {
                    setLoaded(null)
                    setRound((r) => r + 1)
                  }}
                />
              ))}
          </>
        )}
      </Drawer>
      {/* After the drawer: closed together, the drawer gives the focus back (the question's opener went with it). */}
      {unsaved.question}
    </>
  )
}

/**
 * 办理: the opinion and the two actions. A refusal of the server is said beside them with the focus on it, and what
 * was typed stays; while one is sent the buttons say so and take no second press, keeping the focus.
 */
function HandleForm({
  id,
  comment,
  onComment,
  onSending,
  onHandle,
}: {
  id: string
  comment: string
  onComment: (text: string) => void
  /** The opinion is on its way (or not any more). */
  onSending: (sending: boolean) => void
  onHandle: (id: string, action: TodoAction, comment: string) => Promise<unknown>
}) {
  const [busy, setBusy] = useState<TodoAction | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const failureRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])
  const act = (action: TodoAction) => async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    if (action === 'return' && !comment.trim()) return setError('退回时请写明原因')
    setBusy(action)
    setError(undefined)
    setFailure(undefined)
    onSending(true)
    try {
      await onHandle(id, action, comment.trim())
      // Sent: nothing typed is left to lose.
      onComment('')
    } catch (refusal) {
      setFailure(`${describeError(refusal).title}，没有${TODO_ACTION_LABELS[action]}。`)
      setBusy(null)
      onSending(false)
    }
  }
  return (
    <form className="handle-form" aria-label="办理" onSubmit={act('approve')} noValidate>
      <h3 className="handle-form__title">办理</h3>
      <TextAreaField
        label="办理意见"
        value={comment}
        onChange={(value) => {
          onComment(value)
          setError(undefined)
        }}
        maxLength={500}
        error={error}
        hint="同意可不填；退回请写明原因"
      />
      {failure && (
        <p ref={failureRef} className="notice notice-error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <div className="toolbar">
        {/* aria-disabled, not disabled, while sending: the pressed button keeps the focus. */}
        <button type="submit" className="btn btn-primary" aria-disabled={busy !== null}>
          {busy === 'approve' ? '正在提交…' : '同意'}
        </button>
        <button type="button" className="btn" aria-disabled={busy !== null} onClick={() => void act('return')()}>
          {busy === 'return' ? '正在退回…' : '退回起草人'}
        </button>
      </div>
    </form>
  )
}
