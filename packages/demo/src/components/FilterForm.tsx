import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

export interface FilterFormProps {
  /** The fields (`TextField`, `SelectField`...). */
  children: ReactNode
  /** Apply the filters typed in. */
  onApply: () => void
  /** Clear every filter. */
  onClear: () => void
  /** Whether a filter is applied (enables 清除; on phones the form starts open). Default `true`. */
  canClear?: boolean | undefined
  /** Accessible name of the search region. Default `筛选`. */
  label?: string | undefined
}

/**
 * A filter bar: fields side by side, with 查询 and 清除; Enter in a field applies; after 清除 the first field has the focus. On phones (640 px and below) the
 * fields fold behind a 筛选条件 button, open from the start when a filter is applied, so the list is in view.
 */
export function FilterForm({ children, onApply, onClear, canClear = true, label = '筛选' }: FilterFormProps) {
  const bodyId = useId()
  const body = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(canClear)
  // 清除 turns itself off: the first field takes the focus, where a new search starts.
  const clear = () => {
    onClear()
    body.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply()
  }
  return (
    <form className="filter-form card" role="search" aria-label={label} onSubmit={submit} data-open={open}>
      <button
        type="button"
        className="btn filter-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        筛选条件{canClear ? '（已筛选）' : ''} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div ref={body} id={bodyId} className="filter-form-body">
        {children}
        <div className="filter-form-actions">
          <button type="submit" className="btn btn-primary">
            查询
          </button>
          <button type="button" className="btn" onClick={clear} disabled={!canClear}>
            清除
          </button>
        </div>
      </div>
    </form>
  )
}
