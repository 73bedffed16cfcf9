import { useId, useState, type FormEvent } from 'react'
import { pageItems } from './pageItems.ts'
import './Pager.css'

export interface PagerProps {
  /** Zero-based current page. */
  pageNo: number
  pageSize: number
  totalElements: number
  totalPages: number
  /**
   * False when the server gives no totals (a Spring `Slice`): the pager then says 第 N 页 with no total, and `hasNext`
   * says whether 下一页 leads anywhere. Default `true`.
   */
  totalKnown?: boolean | undefined
  /** A page follows this one. Default: `pageNo + 1 < totalPages`. */
  hasNext?: boolean | undefined
  /** Called with a zero-based page within range. */
  onPageChange: (pageNo: number) => void
  onPageSizeChange: (pageSize: number) => void
  /** Sizes offered. Default `[15, 30, 50, 100]`. */
  pageSizes?: readonly number[] | undefined
  /** Name of what is counted (`条`, `项`). Default `条`. */
  unit?: string | undefined
}

const DEFAULT_SIZES = [15, 30, 50, 100] as const

/**
 * Paging controls: the total count, previous and next, the page numbers (the first and the last always, the current
 * one with its neighbours, `…` for the rest; the current one `aria-current="page"`), a page jump and the page size.
 * Without totals (a Slice) there are no numbers: previous, next and the jump.
 */
export function Pager({
  pageNo,
  pageSize,
  totalElements,
  totalPages,
  totalKnown = true,
  hasNext = pageNo + 1 < totalPages,
  onPageChange,
  onPageSizeChange,
  pageSizes = DEFAULT_SIZES,
  unit = '条',
}: PagerProps) {
  const jumpId = useId()
  const sizeId = useId()
  const [jump, setJump] = useState('')
  const pages = Math.max(totalPages, 1)
  const current = Math.min(pageNo + 1, pages)
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)
  // A page out of range goes to the nearest page there is, rather than refusing.
  const go = (event: FormEvent) => {
    event.preventDefault()
    const wanted = Math.trunc(Number(jump))
    if (!Number.isFinite(wanted) || jump.trim() === '') return
    const target = Math.min(Math.max(wanted, 1), totalKnown ? pages : Infinity) - 1
    setJump('')
    if (target !== pageNo) onPageChange(target)
  }
  return (
    <nav className="pager" aria-label="分页">
      {/* Not a live region: the page's status line says where a move went. */}
      <div className="pager-summary">
        {totalKnown ? (
          <>
            共 {totalElements} {unit}
            <span className="muted">
              {' '}
              · 第 {current} / {pages} 页
            </span>
          </>
        ) : (
          <>第 {pageNo + 1} 页</>
        )}
      </div>
      <div className="pager-controls">
        <button
          type="button"
          className="btn btn-sm"
          // aria-disabled, not disabled: the button reaching the first page keeps the focus instead of dropping it
          // to the page's start.
          onClick={() => pageNo > 0 && onPageChange(pageNo - 1)}
          aria-disabled={pageNo <= 0}
          aria-label="上一页"
        >
          ‹ <span className="pager-step-label">上一页</span>
        </button>
        {totalKnown && pages > 1 && (
          <ul className="pager-pages">
            {pageItems(current, pages).map((item) =>
              typeof item == 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    className="btn btn-sm pager-page"
                    aria-label={`第 ${item} 页`}
                    aria-current={item === current ? 'page' : undefined}
                    onClick={() => item !== current && onPageChange(item - 1)}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                // The pages between are reached by their neighbours or by 跳至; a screen reader hears the numbers.
                <li key={item} className="pager-gap" aria-hidden="true">
                  …
                </li>
              ),
            )}
          </ul>
        )}
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => hasNext && onPageChange(pageNo + 1)}
          aria-disabled={!hasNext}
          aria-label="下一页"
        >
          <span className="pager-step-label">下一页</span> ›
        </button>
        <form className="pager-jump" onSubmit={go} noValidate>
          <label htmlFor={jumpId}>跳至</label>
          <input
            id={jumpId}
            className="input btn-sm"
            type="number"
            inputMode="numeric"
            value={jump}
            onChange={(e) => setJump(e.target.value)}
          />
          <span>页</span>
          <button type="submit" className="btn btn-sm">
            跳转
          </button>
        </form>
        <label htmlFor={sizeId} className="visually-hidden">
          每页条数
        </label>
        <select
          id={sizeId}
          className="select btn-sm"
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              每页 {size} {unit}
            </option>
          ))}
        </select>
      </div>
    </nav>
  )
}
