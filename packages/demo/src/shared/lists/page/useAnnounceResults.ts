import { useEffect, useRef } from 'react'
import { useAnnounce } from './StatusLine.tsx'

export interface ResultsState {
  /** The filters applied, as one string: a change of it is a new search. */
  filtersKey: string
  /** A filter is applied. */
  filtered: boolean
  /** The list holds the answer to those filters (not loading, not the previous query's rows, no error). */
  settled: boolean
  total: number
  /** What a record is called (`记录`) and counted as (`条`). */
  noun: string
  unit: string
}

/**
 * Says what a new search found, once its answer is on screen (after 查询, 清除, 清除筛选, or Back to other filters):
 * a screen reader hears it where the eye reads the count and the rows. Said, not shown: the page shows it already.
 */
export function useAnnounceResults({ filtersKey, filtered, settled, total, noun, unit }: ResultsState) {
  const say = useAnnounce()
  const said = useRef(filtersKey)
  useEffect(() => {
    if (!settled || said.current === filtersKey) return
    said.current = filtersKey
    say(
      total === 0 && filtered
        ? `筛选结果：没有符合条件的${noun}。`
        : filtered
          ? `筛选结果：${total} ${unit}${noun}。`
          : `已清除筛选，共 ${total} ${unit}${noun}。`,
      { hidden: true },
    )
  }, [filtersKey, filtered, settled, total, noun, unit, say])
}
