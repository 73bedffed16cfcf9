import type { ReactNode } from 'react'
import { Field } from './Field.tsx'

export interface TextAreaFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  name?: string | undefined
  error?: ReactNode | undefined
  hint?: ReactNode | undefined
  required?: boolean | undefined
  /** Longest input accepted. Default 2000. */
  maxLength?: number | undefined
}

/** A labelled multi-line input. */
export function TextAreaField({ label, value, onChange, maxLength = 2000, ...rest }: TextAreaFieldProps) {
  const { name, error, hint, required } = rest
  return (
    <Field label={label} error={error} hint={hint} required={required ?? false}>
      {(control) => (
        <textarea
          {...control}
          className="textarea"
          name={name}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
