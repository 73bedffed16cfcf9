import type { PageResponse, RestListDefinition, SearchParams } from 'use-rest-page-api'
import { useInfiniteRestPageApi, type RestPageFeedOnlyOptions } from 'use-rest-page-api/infinite'
import { useFeedSettings } from './useFeedSettings.ts'
import { useFilterDraft } from '../page/useFilterDraft.ts'

/** One feed page's model: what it reads, what the address holds, where its view is remembered. */
export interface FeedPageConfig<TRow> {
  /**
   * The list, defined once (`restList<Row>()(url, syncedOptions(options, filterKeys))`), the table's own: the address
   * holds size, sort and `filterKeys`. The feed sorts by any field name and filters by `filterKeys`, so it takes any
   * list of its rows (a definition's own sorts and filters are checked where it is defined).
   */
  list: RestListDefinition<TRow, PageResponse<TRow>, SearchParams, string>
  /** The feed's own options (`keyset`, `maxPages`, ...). Default: at most 20 pages loaded. */
  feedOptions?: RestPageFeedOnlyOptions | undefined
  /** The filters the address holds and the filter form shows (the definition's `syncedOptions` keys). */
  filterKeys: readonly string[]
  /** Where the user's card settings are remembered (`useFeedSettings`): a form's list is `<kind>:<formId>`. */
  viewKey: string
}

/**
 * A list on a phone as a feed that loads more as it scrolls, made of the same parts as `useListPage`:
 * `useInfiniteRestPageApi` of the list's definition, synced with the address through the app's URL adapter, the
 * filter form's draft, and the remembered card settings. A feed keeps at most 20 pages loaded.
 *
 * @example
 * const page = useFeedPage({ list: todoList, feedOptions: { keyset }, filterKeys: ['btContains'], viewKey: 'todo' })
 */
export function useFeedPage<TRow extends { id: string }>({
  list,
  feedOptions,
  filterKeys,
  viewKey,
}: FeedPageConfig<TRow>) {
  const feed = useInfiniteRestPageApi(list, { maxPages: 20, ...feedOptions })
  const filters = useFilterDraft(feed.searchParams, filterKeys, feed.query)
  const settings = useFeedSettings(viewKey)
  return { feed, filters, settings }
}
export type FeedPageModel<TRow extends { id: string }> = ReturnType<typeof useFeedPage<TRow>>
