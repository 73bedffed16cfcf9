import { useRef, type RefObject } from 'react'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { focusRow } from './focusRow.ts'
import { useAfterRender } from './useAfterRender.ts'

/**
 * Where the focus goes after 重试 on a list's error panel, table or feed alike: once the reload settles, to the
 * first row's main control, or to the error panel when it failed again. `section` is the list, `errorPanel` its
 * panel.
 *
 * @example
 * const focus = useRetryFocus()
 * <ErrorPanel ref={focus.errorPanel} onRetry={() => focus.retry(list.reload)} … />
 */
export function useRetryFocus() {
  const section = useRef<HTMLElement>(null)
  const errorPanel = useRef<HTMLDivElement>(null)
  const focusAfter = useAfterRender((failed: boolean) => {
    if (failed) errorPanel.current?.focus()
    else if (!focusRow(section.current)) section.current?.focus()
  })
  return {
    section,
    errorPanel,
    /** Reloads; a list operation settles with the page, or `undefined` when it failed. */
    retry: (reload: () => Promise<unknown>) => void reload().then((page) => focusAfter(!page)),
  }
}

export interface FilteredEmptyProps {
  /** What a record is called (`记录`, `产品`). */
  noun: string
  /** What to try instead. */
  hint: string
  onClear: () => void
  /** The list, which keeps the focus when 清除筛选 leaves with the empty state. */
  list: RefObject<HTMLElement | null>
}

/** A search that found nothing: says so, and 清除筛选, after which the list has the focus. */
export function FilteredEmpty({ noun, hint, onClear, list }: FilteredEmptyProps) {
  return (
    <EmptyState
      title={`没有符合筛选条件的${noun}`}
      description={hint}
      action={
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            list.current?.focus()
            onClear()
          }}
        >
          清除筛选
        </button>
      }
    />
  )
}
