import { useId } from 'react'
import type { SortInfo } from 'use-rest-page-api'
import './feed.css'

/** A field the feed can be sorted by, as its column names it. */
export interface FeedSortField {
  property: string
  label: string
}

export interface FeedSortProps {
  fields: readonly FeedSortField[]
  /** The sort in force (the first order is the one shown). */
  sorts: readonly SortInfo[]
  onSort: (sort: SortInfo, label: string) => void
}

const DIRECTIONS = [
  ['desc', '最新在前'],
  ['asc', '最早在前'],
] as const

/**
 * 排序 on a phone: one native select of each sortable field in each direction (到达时间 · 最新在前, …). A native
 * select is the thumb's own picker on a phone and the arrow keys' on a keyboard, and says its value to a reader.
 */
export function FeedSort({ fields, sorts, onSort }: FeedSortProps) {
  const id = useId()
  const first = sorts[0]
  const value = first ? `${first.property}:${first.direction}` : ''
  const options = fields.flatMap((f) =>
    DIRECTIONS.map(([direction, words]) => ({ value: `${f.property}:${direction}`, label: `${f.label} · ${words}` })),
  )
  if (fields.length === 0) return null
  return (
    <div className="feed-sort">
      <label htmlFor={id}>排序</label>
      <select
        id={id}
        className="select"
        value={options.some((o) => o.value === value) ? value : ''}
        onChange={(event) => {
          const [property = '', direction] = event.target.value.split(':')
          const label = options.find((o) => o.value === event.target.value)?.label ?? ''
          onSort({ property, direction: direction === 'asc' ? 'asc' : 'desc' }, label)
        }}
      >
        {!options.some((o) => o.value === value) && <option value="">（地址中的排序）</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
