import type { FormEvent, ReactNode } from 'react'

export interface FilterFormProps {
  /** The fields (`TextField`, `SelectField`...). */
  children: ReactNode
  /** Apply the filters typed in. */
  onApply: () => void
  /** Clear every filter. */
  onClear: () => void
  /** Whether a filter is applied (enables 清除). Default `true`. */
  canClear?: boolean
  /** Accessible name of the search region. Default `筛选`. */
  label?: string
}

/** A filter bar: fields side by side (stacked on phones), with 查询 and 清除. Enter in a field applies. */
export function FilterForm({ children, onApply, onClear, canClear = true, label = '筛选' }: FilterFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply()
  }
  return (
    <form className="filter-form card" role="search" aria-label={label} onSubmit={submit}>
      {children}
      <div className="filter-form-actions">
        <button type="submit" className="btn btn-primary">
          查询
        </button>
        <button type="button" className="btn" onClick={onClear} disabled={!canClear}>
          清除
        </button>
      </div>
    </form>
  )
}
