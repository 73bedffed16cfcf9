import type { PageInfo } from 'use-rest-page-api'
import { useHydrated } from '../useHydrated.ts'

export interface PagerProps {
  pagination: PageInfo
  onPrevious: () => void
  onNext: () => void
}

/** "Page 2 of 7 · 64 products", with Previous and Next. */
export function Pager({ pagination, onPrevious, onNext }: PagerProps) {
  const { pageNo, totalPages, totalElements, hasNext } = pagination
  const hydrated = useHydrated()
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" onClick={onPrevious} disabled={!hydrated || pageNo === 0}>
        Previous
      </button>
      <span aria-live="polite">
        Page {pageNo + 1} of {Math.max(totalPages, 1)} · {totalElements} products
      </span>
      <button type="button" onClick={onNext} disabled={!hydrated || !hasNext}>
        Next
      </button>
    </nav>
  )
}
