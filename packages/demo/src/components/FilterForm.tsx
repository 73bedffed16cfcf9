import {
  Children,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { firstRowCount } from './firstRowCount.ts'
import { useGridColumns } from './useGridColumns.ts'
import './FilterForm.css'

export interface FilterFormProps {
  /** The fields (`TextField`, `SelectField`...), each a child of its own: 展开 folds them one by one. */
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
 * A filter bar: fields side by side, with 查询 and 清除; Enter in a field applies; after 清除 the first field has the
 * focus. When the fields take more than a row, only the first row shows, its last cell holding the buttons and
 * 展开 (ProTable's collapsed search form); 展开 shows the rest and becomes 收起. While folded, 展开 says how many of
 * the fields it hides are filled in, so no filter is applied out of sight. On phones (640 px and below) the fields
 * fold behind a 筛选条件 button instead, open from the start when a filter is applied, so the list is in view.
 */
export function FilterForm({ children, onApply, onClear, canClear = true, label = '筛选' }: FilterFormProps) {
  const bodyId = useId()
  const body = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(canClear)
  const [expanded, setExpanded] = useState(false)
  const fields = Children.toArray(children)
  const shown = firstRowCount(fields.length, useGridColumns(body))
  const folds = shown < fields.length
  const folded = folds && !expanded
  // The fields 展开 hides that hold a value: read from the form's controls, whatever field components they are. A
  // checkbox only qualifies its field (主办部门's 含下级部门, ticked by default): it fills nothing in by itself.
  const [hiddenFilled, setHiddenFilled] = useState(0)
  useLayoutEffect(() => {
    const controls = body.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      '.filter-form-item[hidden] input:not([type="checkbox"]):not([type="radio"]), .filter-form-item[hidden] select',
    )
    setHiddenFilled([...(controls ?? [])].filter((control) => control.value !== '').length)
    // The fields' values come with the children: read again when they or the fold change.
  }, [children, folded, shown])
  // A field refused (创建日期至 before 创建日期从) must be seen and take the focus: 展开 opens by itself for it.
  const focusInvalid = useRef(false)
  useLayoutEffect(() => {
    const invalid = body.current?.querySelector<HTMLElement>('.filter-form-item[hidden] [aria-invalid="true"]')
    if (invalid) {
      focusInvalid.current = true
      setExpanded(true)
    } else if (focusInvalid.current) {
      focusInvalid.current = false
      body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [children, folded])
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
        {fields.map((field, index) => (
          <div
            key={isValidElement(field) ? field.key : index}
            className="filter-form-item"
            hidden={folded && index >= shown}
          >
            {field}
          </div>
        ))}
        <div className="filter-form-actions">
          <button type="submit" className="btn btn-primary">
            查询
          </button>
          <button type="button" className="btn" onClick={clear} disabled={!canClear}>
            清除
          </button>
          {folds && (
            <button
              type="button"
              className="btn btn-link filter-form-more"
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? '收起' : '展开'}
              {!expanded && hiddenFilled > 0 && (
                // A badge on screen, words to a screen reader: 展开 1 项已填.
                <>
                  {' '}
                  <span className="filter-form-more__count">{hiddenFilled}</span>
                  <span className="visually-hidden"> 项已填</span>
                </>
              )}
              <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
            </button>
          )}
        </div>
      </div>
    </form>
  )
}
