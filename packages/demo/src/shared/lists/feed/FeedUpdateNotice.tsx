import type { RestPageFeed } from 'use-rest-page-api/infinite'
import './feed.css'

export interface FeedUpdateNoticeProps {
  /** What a reload of the first page found and holds back (the feed's `pendingUpdate`), or `null`. */
  update: RestPageFeed<unknown, unknown>['pendingUpdate']
  /** What a row is called (`待办`, `记录`). */
  noun: string
  /** Rows a page: a first page of nothing but new rows may have more above it. */
  pageSize: number
  /** Shows what is held back. */
  onApply: () => void
}

/**
 * What the notice says: the rows that arrived above the feed (a whole first page of them: that many or more, since
 * only the first page is read again), else that its first rows changed.
 *
 * @example
 * feedUpdateText({ added: 2, changed: 0, removed: 2 }, '待办', 15) // '有 2 条新待办'
 */
export function feedUpdateText(
  update: NonNullable<FeedUpdateNoticeProps['update']>,
  noun: string,
  pageSize: number,
): string {
  if (update.added === 0) return `${noun}有变动`
  return update.added >= pageSize ? `有 ${update.added} 条以上新${noun}` : `有 ${update.added} 条新${noun}`
}

/**
 * Puts the notice just under the app's sticky header as it enters the page (before the browser paints it): the
 * header's height is measured and written to the element's style, which React leaves alone (no `style` prop), so
 * no state and no second render.
 */
function underHeader(notice: HTMLDivElement | null) {
  const header = notice?.ownerDocument.querySelector('.app-header')
  if (notice && header) notice.style.top = `${header.getBoundingClientRect().height + 8}px`
}

/**
 * "n new" at the top of a feed (Twitter's and Gmail's pattern): a background reload of the first page found rows
 * above the ones on screen, held back so nothing moves under the reader; one press shows them. It stays in view
 * while the feed scrolls, just under the app's sticky header (whose height a phone's width decides), and renders
 * nothing when nothing is held back.
 */
export function FeedUpdateNotice({ update, noun, pageSize, onApply }: FeedUpdateNoticeProps) {
  if (!update) return null
  return (
    <div ref={underHeader} className="feed-notice">
      <button type="button" className="btn btn-primary feed-notice__button" onClick={onApply}>
        {feedUpdateText(update, noun, pageSize)} · 刷新
      </button>
    </div>
  )
}
