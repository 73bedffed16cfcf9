import { useState, type FormEvent } from 'react'
import { isRestError } from 'use-rest-page-api'
import { Drawer } from '../../components/Drawer.tsx'
import { describeError } from '../../components/describeError.ts'
import { SaveFooter } from '../../components/SaveFooter.tsx'
import { SelectField, type SelectOption } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { useUnsavedChanges } from '../../shared/lists/page/useUnsavedChanges.tsx'
import type { FormRecordRow } from './formRecord.ts'

/** What a draft form sends (`POST` / `PUT /api/forms/{formId}/drafts`). */
export interface DraftInput {
  bt: string
  zbbm: string
  fields: Record<string, string>
}

export interface DraftFormDrawerProps {
  /** The draft to edit, or none for a new one. */
  draft?: FormRecordRow | undefined
  departments: readonly SelectOption[]
  /** Saves; a rejected `RestError` 400 with `errors` shows its messages beside the fields. */
  onSubmit: (input: DraftInput) => Promise<unknown>
  onClose: () => void
}

const FIELDS = [
  ['destination', '目的地'],
  ['date', '出发日期'],
  ['days', '天数'],
] as const

/** 天数 of a business trip: a whole number of days from 1 to 365 (the server refuses anything else). */
export const DAYS_MESSAGE = '天数须为 1 到 365 之间的整数'
const DAYS = /^(?:[1-9]\d?|[12]\d\d|3[0-5]\d|36[0-5])$/

/** What the form says for a field the server refused: its own words for the fields it knows. */
const FIELD_MESSAGES: Record<string, string> = {
  'fields.days': DAYS_MESSAGE,
  'fields.date': '请填写正确的日期',
  zbbm: '请选择主办部门',
  fields: '内容填写有误，请检查后重试',
}

/** Server field errors by field, in Chinese. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isRestError(error, 'invalid')) return {}
  const errors = (error.body as { errors?: { field?: unknown; message?: unknown }[] } | undefined)?.errors ?? []
  const out: Record<string, string> = {}
  for (const e of errors.slice(0, 20)) {
    const field = typeof e.field === 'string' ? e.field : ''
    // The server's own reason for the title when it gives one (a duplicate title is not a missing one); bounded,
    // shown as text.
    const message = typeof e.message === 'string' ? e.message.trim().slice(0, 300) : ''
    if (field === 'bt') out[field] = message ? `标题不合要求：${message}` : '请填写标题（不超过 200 字）'
    else out[field] = FIELD_MESSAGES[field] ?? '此项填写有误，请检查'
  }
  return out
}

/**
 * The new / edit draft form, in a drawer. Title is required; the rest is the form's own fields. What was typed and
 * not saved is not thrown away without asking.
 */
export function DraftFormDrawer({ draft, departments, onSubmit, onClose }: DraftFormDrawerProps) {
  const [bt, setBt] = useState(draft?.bt ?? '')
  const [zbbm, setZbbm] = useState(draft?.zbbm ?? '')
  const [fields, setFields] = useState<Record<string, string>>({ ...draft?.fields })
  const [reason, setReason] = useState(draft?.fields.reason ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formId = 'draft-form'
  // Typed and not saved: closing or leaving asks first.
  const dirty =
    bt !== (draft?.bt ?? '') ||
    zbbm !== (draft?.zbbm ?? '') ||
    reason !== (draft?.fields.reason ?? '') ||
    FIELDS.some(([key]) => (fields[key] ?? '') !== (draft?.fields[key] ?? ''))
  const unsaved = useUnsavedChanges(dirty && !busy)
  const close = () => unsaved.confirmClose(onClose)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const days = (fields.days ?? '').trim()
    const invalid = {
      ...(!bt.trim() && { bt: '请填写标题' }),
      ...(days !== '' && !DAYS.test(days) && { 'fields.days': DAYS_MESSAGE }),
    }
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid)
      return
    }
    setBusy(true)
    setErrors({})
    setFailure(null)
    try {
      await onSubmit({ bt: bt.trim(), zbbm, fields: { ...fields, reason } })
      onClose()
    } catch (error) {
      const byField = fieldErrors(error)
      setErrors(byField)
      if (Object.keys(byField).length === 0 || byField['']) setFailure(`${describeError(error).title}，草稿没有保存。`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Drawer
        title={draft ? '编辑草稿' : '新建草稿'}
        onClose={close}
        footer={<SaveFooter formId={formId} busy={busy} onCancel={close} />}
      >
        <form id={formId} className="form-grid" onSubmit={submit} noValidate>
          <TextField label="标题" value={bt} onChange={setBt} required error={errors.bt} maxLength={200} />
          <SelectField
            label="主办部门"
            value={zbbm}
            onChange={setZbbm}
            options={departments}
            emptyLabel="（我的部门）"
            error={errors.zbbm}
          />
          {FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              type={key === 'date' ? 'date' : 'text'}
              inputMode={key === 'days' ? 'numeric' : undefined}
              hint={key === 'days' ? '1 到 365 天' : undefined}
              value={fields[key] ?? ''}
              onChange={(value) => setFields((f) => ({ ...f, [key]: value }))}
              error={errors[`fields.${key}`] ?? (key === 'destination' ? errors.fields : undefined)}
            />
          ))}
          <TextAreaField label="事由" value={reason} onChange={setReason} />
          {failure && (
            <p className="notice notice-error" role="alert">
              {failure}
            </p>
          )}
        </form>
      </Drawer>
      {/* After the drawer: closed together, the drawer gives the focus back (the question's opener went with it). */}
      {unsaved.question}
    </>
  )
}
