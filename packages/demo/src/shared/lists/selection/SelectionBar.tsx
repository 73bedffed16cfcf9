import { useLayoutEffect, useRef } from 'react'
import { useAnnounce } from '../page/StatusLine.tsx'
import type { ListSelection } from './useListSelection.ts'
import './selection.css'

export interface SelectionBarProps {
  selection: ListSelection
  /** What a record is counted as (`条`, `个`). */
  unit: string
  /** What a record is called (`记录`, `产品`). */
  noun: string
  /** Where the focus goes after 清除选择 (the header's select-all box). */
  afterClear: () => void
}

/**
 * What is selected, above a list: `已选 3 条记录`; once the whole page is ticked and more match, the offer
 * 选择全部 N 条匹配记录; then `已选全部 N 条匹配记录` (or `已选 M 条，排除了 K 条` once rows are unticked) with
 * 清除选择. Each button takes the other's place and the focus with it; the status line says what changed.
 */
export function SelectionBar({ selection, unit, noun, afterClear }: SelectionBarProps) {
  const say = useAnnounce()
  const { matching, count, total } = selection
  const clearButton = useRef<HTMLButtonElement>(null)
  const chose = useRef(false)
  useLayoutEffect(() => {
    if (matching && chose.current) clearButton.current?.focus()
    chose.current = false
  }, [matching])
  if (count === 0 && !matching) return <span className="selection-bar" />
  return (
    <span className="selection-bar">
      <span className="selection-bar__count">
        {matching
          ? matching.excluded.length > 0
            ? `已选 ${count} ${unit}匹配${noun}，排除了 ${matching.excluded.length} ${unit}`
            : `已选全部 ${count} ${unit}匹配${noun}`
          : `已选 ${count} ${unit}${noun}`}
      </span>
      {selection.offersMatching && (
        <button
          type="button"
          className="btn btn-link"
          onClick={() => {
            chose.current = true
            selection.selectAllMatching()
            say(`已选择全部 ${total} ${unit}匹配${noun}，包括其他页；取消勾选可排除。`)
          }}
        >
          选择全部 {total} {unit}匹配{noun}
        </button>
      )}
      {matching && (
        <button
          ref={clearButton}
          type="button"
          className="btn btn-link"
          onClick={() => {
            selection.clear()
            say('已清除选择。')
            afterClear()
          }}
        >
          清除选择
        </button>
      )}
    </span>
  )
}
