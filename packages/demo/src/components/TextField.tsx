import type { ReactNode } from 'react'
import { Field } from './Field.tsx'

export interface TextFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  /** `text`, `date`, `number`, `search`... Default `text`. */
  type?: string | undefined
  name?: string | undefined
  placeholder?: string | undefined
  error?: ReactNode | undefined
  hint?: ReactNode | undefined
  required?: boolean | undefined
  /** Longest input accepted. Default 200. */
  maxLength?: number | undefined
  /** The on-screen keyboard a phone shows (`numeric` for a count). Default: the type's. */
  inputMode?: 'numeric' | 'decimal' | 'text' | undefined
}

/** A labelled single-line input (text, date, number). */
export function TextField({ label, value, onChange, type = 'text', maxLength = 200, ...rest }: TextFieldProps) {
  const { name, placeholder, error, hint, required, inputMode } = rest
  return (
    <Field label={label} error={error} hint={hint} required={required ?? false}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          name={name}
          placeholder={placeholder}
          inputMode={inputMode}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
