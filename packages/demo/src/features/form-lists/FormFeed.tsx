import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { useInfiniteRestPageApi } from 'use-rest-page-api/infinite'
import { useRouterAdapter } from '../../app/routerAdapter.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ProgressBar } from '../../components/ProgressBar.tsx'
import { useFilterDraft } from '../lists/useFilterDraft.ts'
import { useRecordInAddress } from '../lists/useRecordInAddress.ts'
import { filterKeysOf, FormListFilters } from './FormListFilters.tsx'
import { listOptions } from './listOptions.ts'
import { fieldLabel, type FormRecordRow } from './formRecord.ts'
import { useHandleTodo } from './handleTodo.ts'
import type { ListKindInfo } from './kinds.ts'
import { ListHeader } from './ListHeader.tsx'
import { RecordDrawer } from './RecordDrawer.tsx'
import { StatusBadge } from './StatusBadge.tsx'
import { useDepartments } from './useDepartments.ts'
import type { FormInfo } from './useFormInfo.ts'
import { useUsers } from './useUsers.ts'

export interface FormFeedProps {
  info: ListKindInfo
  formId: string
  appId: string | undefined
  form: FormInfo | undefined
}

/**
 * A to-do or query list on a phone: a feed of cards that loads the next page as its end scrolls into view
 * (`useInfiniteRestPageApi` and an intersection observer), with 加载更多 for a browser or a reader without it. The
 * filters, the address and the drawer work as on the table.
 */
export function FormFeed({ info, formId, appId, form }: FormFeedProps) {
  const departments = useDepartments()
  const users = useUsers()
  const drawer = useRecordInAddress()
  const handle = useHandleTodo(formId)
  const filterKeys = filterKeysOf(info)
  const feed = useInfiniteRestPageApi<FormRecordRow, unknown>(
    `/api/forms/${encodeURIComponent(formId)}/${info.endpoint}`,
    [],
    {
      ...listOptions(info, formId),
      defaultSearchParams: Object.fromEntries(filterKeys.map((key) => [key, ''])),
      syncToUrl: { adapter: useRouterAdapter(), filterKeys },
      maxPages: 20,
    },
  )
  const filters = useFilterDraft(feed.searchParams, filterKeys, feed.query)
  const { get, loadMore } = feed
  const read = useCallback((id: string) => get(id, false), [get])
  const end = useRef<HTMLDivElement>(null)
  const { hasMore, isLoadingMore } = feed
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
    <div className="page">
      <ListHeader kind={info.kind} formId={formId} appId={appId} form={form} />
      <FormListFilters
        info={info}
        filters={filters}
        departments={departments.options}
        users={users.options}
        optionsLoaded={departments.data !== undefined && users.data !== undefined}
      />
      <section className="feed" aria-label={info.listName} aria-busy={feed.isLoading}>
        {feed.isLoading && feed.items.length === 0 && <ProgressBar label="正在加载" />}
        {feed.isError && feed.items.length === 0 ? (
          <ErrorPanel error={feed.error} onRetry={() => void feed.reload()} />
        ) : empty ? (
          <EmptyState
            title={filters.filtered ? '没有符合筛选条件的记录' : info.emptyTitle}
            description={filters.filtered ? '换个条件试试，或清除筛选查看全部。' : info.emptyHint}
          />
        ) : (
          <ol className={`feed-list${feed.isPlaceholderData ? ' is-stale' : ''}`}>
            {feed.items.map((row) => (
              <li key={row.id} className="feed-card card">
                <button type="button" className="btn btn-link feed-card__title" onClick={() => drawer.open(row.id)}>
                  {row.bt}
                </button>
                <dl className="feed-card__meta">
                  {(info.kind === 'todo'
                    ? ([
                        ['到达', row.ddsj ?? '—'],
                        [info.creatorLabel, row.cjrName ?? '—'],
                      ] as [string, ReactNode][])
                    : ([
                        ['状态', <StatusBadge key="status" status={row.status} />],
                        [info.creatorLabel, row.cjrName ?? '—'],
                        ...info.fieldKeys.map((key): [string, ReactNode] => [
                          fieldLabel(key),
                          row.fields?.[key] || '—',
                        ]),
                      ] as [string, ReactNode][])
                  ).map(([term, value]) => (
                    // A <div> a pair: the one wrapper a <dl> may hold.
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
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
      {drawer.id && (
        <RecordDrawer
          id={drawer.id}
          row={feed.items.find((r) => r.id === drawer.id)}
          read={read}
          onHandle={
            info.actionable
              ? async (id, action, comment) => {
                  await handle(id, action, comment)
                  drawer.close()
                }
              : undefined
          }
          onClose={drawer.close}
        />
      )}
    </div>
  )
}
