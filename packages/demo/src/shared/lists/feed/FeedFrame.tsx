import { useEffect, useRef, type ReactNode } from 'react'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { FeedUpdateNotice, feedUpdateText } from './FeedUpdateNotice.tsx'
import { focusRow } from '../page/focusRow.ts'
import { FilteredEmpty, useRetryFocus } from '../page/listFocus.tsx'
import { useAnnounce } from '../page/StatusLine.tsx'
import { useAfterRender } from '../page/useAfterRender.ts'
import { useAnnounceResults } from '../page/useAnnounceResults.ts'
import type { FeedPageModel } from './useFeedPage.ts'
import './feed.css'

export interface FeedFrameProps<TRow extends { id: string }> {
  model: FeedPageModel<TRow>
  /** The list's name (`待办列表`): the section's accessible name. */
  name: string
  /** What the list says when it has no record and no filter is applied. */
  emptyTitle: string
  emptyHint: string
  /** What a row is called in the "n new" notice (`待办`, `记录`). */
  rowNoun: string
  /** The feed's tools above the cards (排序, 导出, 显示设置). Default: none. */
  toolbar?: ReactNode | undefined
  /** A row's card; its main control (the title) marked `data-primary`. */
  card: (row: TRow) => ReactNode
}

/**
 * The frame of a list on a phone (the feed's counterpart of `ListPageFrame`): cards that load the next page as the
 * end of the feed scrolls into view (an intersection observer), with 加载更多 for a browser or a reader without it,
 * the error panel and the empty states, and 已显示全部 N 条 at the end. Focus and the status line behave as on the
 * table: 重试 gives the focus to the first card or the error, 清除筛选 to the feed, 加载更多 to the first new card;
 * what 加载更多 and a new search found is said. Rows that arrived above the feed while it was read are held back and
 * offered at its top ("有 N 条新待办 · 刷新", `FeedUpdateNotice`); pressed, they show, the first card takes the focus and
 * the status line says what came.
 */
export function FeedFrame<TRow extends { id: string }>({
  model,
  name,
  emptyTitle,
  emptyHint,
  rowNoun,
  toolbar,
  card,
}: FeedFrameProps<TRow>) {
  const { feed, filters, settings } = model
  const say = useAnnounce()
  const { section, errorPanel, retry } = useRetryFocus()
  const end = useRef<HTMLDivElement>(null)
  const { hasMore, isLoadingMore, loadMore } = feed
  const total = feed.pagination.totalKnown ? feed.pagination.totalElements : feed.items.length
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
  // 加载更多 pressed: the first new card takes the focus (the button may go: nothing more to load), and the line
  // says how many are shown. (A page the scroll loads is not announced: nobody asked for it.)
  const { items } = feed
  const focusFirstNew = useAfterRender((firstNew: number) => {
    say(`已显示 ${items.length} / ${total} 条`, { hidden: true })
    const row = items[firstNew]
    if (!row || !focusRow(section.current, row.id)) section.current?.focus()
  })
  // "n new" pressed: the held rows show, and once they are on screen the first card takes the focus (the notice is
  // gone) and the line says what came.
  const { pendingUpdate, applyPendingUpdate } = feed
  const sayShown = useAfterRender(
    (shownNew: string) => {
      say(shownNew)
      if (!focusRow(section.current)) section.current?.focus()
    },
    () => !pendingUpdate,
  )
  const applyUpdate = () => {
    if (!pendingUpdate) return
    sayShown(
      pendingUpdate.added > 0
        ? `已显示 ${pendingUpdate.added} 条新${rowNoun}。`
        : `已刷新，${feedUpdateText(pendingUpdate, rowNoun, feed.pagination.pageSize)}。`,
    )
    applyPendingUpdate()
  }
  useAnnounceResults({
    filtersKey: JSON.stringify(filters.applied),
    filtered: filters.filtered,
    settled: !feed.isFetching && !feed.isPlaceholderData && !feed.isError,
    total,
    noun: '记录',
    unit: '条',
  })
  const empty = feed.items.length === 0 && !feed.isFetching && !feed.isError
  return (
    <section
      ref={section}
      className="feed"
      aria-label={name}
      aria-busy={feed.isFetching}
      data-density={settings.density}
      tabIndex={-1}
    >
      {toolbar && <div className="feed-tools">{toolbar}</div>}
      <FeedUpdateNotice
        update={pendingUpdate}
        noun={rowNoun}
        pageSize={feed.pagination.pageSize}
        onApply={applyUpdate}
      />
      {feed.isLoading && feed.items.length === 0 && <ProgressBar label="正在加载" />}
      {feed.isError && feed.items.length === 0 ? (
        <ErrorPanel ref={errorPanel} error={feed.error} onRetry={() => retry(feed.reload)} />
      ) : empty ? (
        filters.filtered ? (
          <FilteredEmpty noun="记录" hint="换个条件试试，或清除筛选查看全部。" onClear={filters.clear} list={section} />
        ) : (
          <EmptyState title={emptyTitle} description={emptyHint} />
        )
      ) : (
        <ol className={`feed-list${feed.isPlaceholderData || (feed.isStale && feed.isFetching) ? ' is-stale' : ''}`}>
          {feed.items.map((row) => (
            <li key={row.id} className="feed-card card" data-row-id={row.id}>
              {card(row)}
            </li>
          ))}
        </ol>
      )}
      <div ref={end} className="feed-end">
        {feed.isLoadingMore && <ProgressBar label="正在加载更多" />}
        {feed.isError && feed.items.length > 0 && <p className="notice notice-error">没能加载更多，请稍后再试。</p>}
        {feed.hasMore ? (
          <button
            type="button"
            className="btn"
            // aria-disabled, not disabled: the button keeps the focus while the page loads.
            aria-disabled={feed.isLoadingMore}
            onClick={() => {
              if (feed.isLoadingMore) return
              const shown = feed.items.length
              void loadMore().then((page) => page && focusFirstNew(shown))
            }}
          >
            {feed.isLoadingMore ? '正在加载…' : '加载更多'}
          </button>
        ) : (
          feed.items.length > 0 && <p className="muted">已显示全部 {total} 条</p>
        )}
      </div>
    </section>
  )
}
