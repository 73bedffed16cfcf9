import type { ListCache } from './listCache.ts'
import { decodeListKey } from './listKey.ts'
import { createRecordActions, type Edit, type RecordActions } from './recordActions.ts'
import { baseOfListUrl } from './recordUrl.ts'
import type { RestPageApiOptions, RestPageApiSettings } from './RestPageApiOptions.ts'
import type { ListPage } from './types.ts'

/** What the record operations of a list or a feed read from it when they start. */
export interface CollectionSource<TItem, TPage> {
  url: string
  settings: RestPageApiSettings
  options: RestPageApiOptions<TItem, TPage>
  cache: ListCache<ListPage<TItem, TPage>>
}

/**
 * The record operations of a list or a feed of one collection (`url`, or `baseUrl`): requests under the provider's
 * settings, edits through `edit` and `undo` (the page the operation started on), and after every write every view
 * of the collection on the cache marked stale (other pages, sorts and filters, other lists and feeds of the url).
 *
 * @example
 * const records = collectionRecordActions(() => config, 'id', shown, edit, undo)
 * await records.remove('7')
 */
export function collectionRecordActions<TItem, TPage>(
  source: () => CollectionSource<TItem, TPage>,
  keyName: keyof TItem & string,
  shown: () => { key: string; page: ListPage<TItem, TPage> },
  edit: (key: string, fn: Edit<TItem, TPage>) => void,
  undo: (key: string, fn: Edit<TItem, TPage>) => void = edit,
): RecordActions<TItem> {
  return createRecordActions<TItem, TPage>(() => {
    const { settings, options: o, url, cache } = source()
    const base = o.baseUrl ?? baseOfListUrl(url)
    const mine = baseOfListUrl(url)
    return {
      ...o,
      http: settings,
      baseUrl: base,
      keyName,
      useMultiDeleteApi: o.useMultiDeleteApi ?? true,
      optimistic: o.optimistic ?? false,
      shown,
      edit,
      undo,
      invalidate: () => cache.invalidate((key) => [mine, base].includes(baseOfListUrl(decodeListKey(key).url))),
    }
  })
}
