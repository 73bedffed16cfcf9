import { useEffect, useRef, type ReactNode } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { ProgressBar } from '../../components/ProgressBar.tsx'
import type { FeedPageModel } from './useFeedPage.ts'

export interface FeedFrameProps<TRow extends { id: string }> {
  model: FeedPageModel<TRow>
  /** The list's name (`待办列表`): the section's accessible name. */
  name: string
  /** What the list says when it has no record and no filter is applied. */
  emptyTitle: string
  emptyHint: string
  /** A row's card. */
  card: (row: TRow) => ReactNode
}

/**
 * The frame of a list on a phone (the feed's counterpart of `ListPageFrame`): cards that load the next page as the
 * end of the feed scrolls into view (an intersection observer), with 加载更多 for a browser or a reader without it,
 * the error panel and the empty states, and 已显示全部 N 条 at the end.
 */
export function FeedFrame<TRow extends { id: string }>({
  model,
  name,
  emptyTitle,
  emptyHint,
  card,
}: FeedFrameProps<TRow>) {
  const { feed, filters, view } = model
  const end = useRef<HTMLDivElement>(null)
  const { hasMore, isLoadingMore, loadMore } = feed
  // The end of the feed in view loads the next page, once per page.
  useEffect(() => {
    const target = end.current
    if (!target || typeof IntersectionObserver != 'function' || !hasMore || isLoadingMore) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, isLoadingMore, loadMore])
  const empty = feed.items.length === 0 && !feed.isLoading && !feed.isError
  return (
    <section className="feed" aria-label={name} aria-busy={feed.isLoading} data-density={view.density}>
      {feed.isLoading && feed.items.length === 0 && <ProgressBar label="正在加载" />}
      {feed.isError && feed.items.length === 0 ? (
        <ErrorPanel error={feed.error} onRetry={() => void feed.reload()} />
      ) : empty ? (
        <EmptyState
          title={filters.filtered ? '没有符合筛选条件的记录' : emptyTitle}
          description={filters.filtered ? '换个条件试试，或清除筛选查看全部。' : emptyHint}
        />
      ) : (
        <ol className={`feed-list${feed.isPlaceholderData ? ' is-stale' : ''}`}>
          {feed.items.map((row) => (
            <li key={row.id} className="feed-card card">
              {card(row)}
            </li>
          ))}
        </ol>
      )}
      <div ref={end} className="feed-end" aria-live="polite">
        {feed.isLoadingMore && <ProgressBar label="正在加载更多" />}
        {feed.isError && feed.items.length > 0 && <p className="notice notice-error">没能加载更多，请稍后再试。</p>}
        {feed.hasMore ? (
          <button type="button" className="btn" onClick={() => void loadMore()} disabled={feed.isLoadingMore}>
            {feed.isLoadingMore ? '正在加载…' : '加载更多'}
          </button>
        ) : (
          feed.items.length > 0 && (
            <p className="muted">
              已显示全部 {feed.pagination.totalKnown ? feed.pagination.totalElements : feed.items.length} 条
            </p>
          )
        )}
      </div>
    </section>
  )
}
