import type { ReactNode } from 'react'
import { Field } from './Field.tsx'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  /** The label of the empty choice (`全部`); omit it for no empty choice. Default: none. */
  emptyLabel?: string | undefined
  name?: string | undefined
  error?: ReactNode | undefined
  hint?: ReactNode | undefined
  required?: boolean | undefined
  disabled?: boolean | undefined
  /** A small control at the end of the label's line. Default: none. */
  aside?: ReactNode | undefined
}

/** A labelled select. */
export function SelectField({ label, value, onChange, options, emptyLabel, ...rest }: SelectFieldProps) {
  const { name, error, hint, required, disabled, aside } = rest
  return (
    <Field label={label} error={error} hint={hint} required={required ?? false} aside={aside}>
      {(control) => (
        <select
          {...control}
          className="select"
          name={name}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
