import type { SearchParams } from 'use-rest-page-api'
import { useInfiniteRestPageApi, type RestPageFeedOptions } from 'use-rest-page-api/infinite'
import { useSyncedListOptions } from '../page/syncedListOptions.ts'
import { useFeedSettings } from './useFeedSettings.ts'
import { useFilterDraft } from '../page/useFilterDraft.ts'

/** One feed page's model: where it reads, what the address holds, where its view is remembered. */
export interface FeedPageConfig<TRow> {
  /** The list url (`GET`). */
  url: string
  /** The hook's options but `syncToUrl`: the address holds size, sort and `filterKeys`. Sorts by any field name. */
  options: Omit<RestPageFeedOptions<TRow, unknown, SearchParams, string>, 'syncToUrl'>
  /** The filters the address holds and the filter form shows (their defaults are `''`, not sent). */
  filterKeys: readonly string[]
  /** Where the user's card settings are remembered (`useFeedSettings`): a form's list is `<kind>:<formId>`. */
  viewKey: string
}

/**
 * A list on a phone as a feed that loads more as it scrolls, made of the same parts as `useListPage`:
 * `useInfiniteRestPageApi` synced with the address through the app's router adapter, the filter form's draft, and
 * the remembered card settings. A feed keeps at most 20 pages loaded.
 *
 * @example
 * const page = useFeedPage({ url: '/api/forms/f1/todos', options: { pageSize: 15 }, filterKeys: ['btContains'], viewKey: 'todo' })
 */
export function useFeedPage<TRow extends { id: string }>({ url, options, filterKeys, viewKey }: FeedPageConfig<TRow>) {
  const synced = useSyncedListOptions(filterKeys)
  const feed = useInfiniteRestPageApi<TRow, unknown, SearchParams, string>(
    url,
    [],
    synced({ maxPages: 20, ...options }),
  )
  const filters = useFilterDraft(feed.searchParams, filterKeys, feed.query)
  const settings = useFeedSettings(viewKey)
  return { feed, filters, settings }
}
export type FeedPageModel<TRow extends { id: string }> = ReturnType<typeof useFeedPage<TRow>>
