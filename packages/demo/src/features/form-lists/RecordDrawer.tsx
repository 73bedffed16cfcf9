import { useEffect, useState, type FormEvent } from 'react'
import { RestError } from 'use-rest-page-api'
import { describeError } from '../../components/describeError.ts'
import { Drawer } from '../../components/Drawer.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { ProgressBar } from '../../components/ProgressBar.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { TODO_ACTION_LABELS, type TodoAction } from './handleTodo.ts'
import { RecordDetails } from './RecordDetails.tsx'

export interface RecordDrawerProps {
  /** The record's id (from the address: `?record=<id>`). */
  id: string
  /** Its row when the list shows it: the title at once. Default: none (a copied link). */
  row?: FormRecordRow | undefined
  /** Reads the record (`dataSource.get(id, false)`). */
  read: (id: string) => Promise<FormRecordRow>
  /** Acts on the record as a to-do (办理); absent where the list offers no action. */
  onHandle?: ((id: string, action: TodoAction, comment: string) => Promise<unknown>) | undefined
  onClose: () => void
}

type Loaded = { id: string; record?: FormRecordRow; error?: unknown }

/**
 * The detail drawer of a list: reads the record afresh; 403 says the user may not open it, 404 that it is gone.
 * On the to-do list it offers 办理: an opinion, then 同意 or 退回 (a return needs its reason).
 */
export function RecordDrawer({ id, row, read, onHandle, onClose }: RecordDrawerProps) {
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
  const forbidden = current?.error instanceof RestError && current.error.kind === 'forbidden'
  const missing = current?.error instanceof RestError && current.error.kind === 'notFound'
  const waiting = current?.record?.status === '流转中' && onHandle
  return (
    <Drawer
      title={current?.record?.bt ?? row?.bt ?? '记录'}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          关闭
        </button>
      }
    >
      {!current && <ProgressBar label="正在读取记录" />}
      {current?.record && <RecordDetails record={current.record} />}
      {current?.record && waiting && <HandleForm id={id} onHandle={onHandle} />}
      {current?.error !== undefined &&
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
    </Drawer>
  )
}

/** 办理: the opinion and the two actions; a failure says why beside them and keeps what was typed. */
function HandleForm({
  id,
  onHandle,
}: {
  id: string
  onHandle: (id: string, action: TodoAction, comment: string) => Promise<unknown>
}) {
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState<TodoAction | null>(null)
  const [error, setError] = useState<string | undefined>()
  const act = (action: TodoAction) => async (event?: FormEvent) => {
    event?.preventDefault()
    if (action === 'return' && !comment.trim()) return setError('退回时请写明原因')
    setBusy(action)
    setError(undefined)
    try {
      await onHandle(id, action, comment.trim())
    } catch (failure) {
      setError(`${describeError(failure).title}，没有${TODO_ACTION_LABELS[action]}。`)
      setBusy(null)
    }
  }
  return (
    <form className="handle-form" aria-label="办理" onSubmit={act('approve')} noValidate>
      <h3 className="handle-form__title">办理</h3>
      <TextAreaField
        label="办理意见"
        value={comment}
        onChange={(value) => {
          setComment(value)
          setError(undefined)
        }}
        maxLength={500}
        error={error}
        hint="同意可不填；退回请写明原因"
      />
      <div className="toolbar">
        <button type="submit" className="btn btn-primary" disabled={busy !== null}>
          {busy === 'approve' ? '正在提交…' : '同意'}
        </button>
        <button type="button" className="btn" disabled={busy !== null} onClick={() => void act('return')()}>
          {busy === 'return' ? '正在退回…' : '退回起草人'}
        </button>
      </div>
    </form>
  )
}
