import { useId, type ReactNode } from 'react'
import './Field.css'

/** Ids and state a control needs to be labelled and described by its field. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string | undefined
  'aria-invalid'?: true | undefined
  required?: boolean | undefined
}

export interface FieldProps {
  label: ReactNode
  /** A message under the control saying what is wrong; marks the control invalid. Default: none. */
  error?: ReactNode | undefined
  /** A help line under the control. Default: none. */
  hint?: ReactNode | undefined
  /** Marks the field required (an asterisk and `required`). Default `false`. */
  required?: boolean | undefined
  /** A small control at the end of the label's line (a choice that refines this one, 含下级部门). Default: none. */
  aside?: ReactNode | undefined
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled form field: label, control, hint and error, wired together for screen readers. */
export function Field({ label, error, hint, required = false, aside, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  const labelled = (
    <label className="field-label" htmlFor={id}>
      {label}
      {required && (
        <span className="field-required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  )
  return (
    <div className="field">
      {aside ? (
        <div className="field-head">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {children({
        id,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required && { required }),
      })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  )
}
