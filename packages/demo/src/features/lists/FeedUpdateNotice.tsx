import { useLayoutEffect, useState } from 'react'
import type { RestPageFeed } from 'use-rest-page-api/infinite'

export interface FeedUpdateNoticeProps {
  /** What a reload of the first page found and holds back (the feed's `pendingUpdate`), or `null`. */
  update: RestPageFeed<unknown, unknown>['pendingUpdate']
  /** What a row is called (`待办`, `记录`). */
  noun: string
  /** Shows what is held back. */
  onApply: () => void
}

/** What the notice says: the rows that arrived above the feed, else that its first rows changed. */
export function feedUpdateText(update: NonNullable<FeedUpdateNoticeProps['update']>, noun: string): string {
  return update.added > 0 ? `有 ${update.added} 条新${noun}` : `${noun}有变动`
}

/**
 * "n new" at the top of a feed (Twitter's and Gmail's pattern): a background reload of the first page found rows
 * above the ones on screen, held back so nothing moves under the reader; one press shows them. It stays in view
 * while the feed scrolls, just under the app's sticky header (whose height a phone's width decides), and renders
 * nothing when nothing is held back.
 */
export function FeedUpdateNotice({ update, noun, onApply }: FeedUpdateNoticeProps) {
  const [top, setTop] = useState<number | undefined>(undefined)
  const shown = update !== null
  useLayoutEffect(() => {
    if (!shown) return
    const header = document.querySelector('.app-header')
    if (header) setTop(header.getBoundingClientRect().height + 8)
  }, [shown])
  if (!update) return null
  return (
    <div className="feed-notice" style={top === undefined ? undefined : { top }}>
      <button type="button" className="btn btn-primary feed-notice__button" onClick={onApply}>
        {feedUpdateText(update, noun)} · 刷新
      </button>
    </div>
  )
}
