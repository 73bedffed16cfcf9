import type { StoreCore } from '../store/createStoreCore.ts'
import { createRecordActions, type Edit, type RecordActions } from './recordActions.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import type { EngineOptions, RestPageApiSettings } from '../engine/RestPageApiOptions.ts'
import type { ListPage } from '../types.ts'

/** What the record operations of a list or a feed read from it when they start. */
export interface CollectionSource<TItem, TPage> {
  url: string
  settings: RestPageApiSettings
  options: EngineOptions<TItem, TPage>
  store: StoreCore<ListPage<TItem, TPage>>
}

/**
 * The record operations of a list or a feed of one collection (`url`, or `baseUrl`): requests under the provider's
 * settings, edits through `edit` and `undo` (the key the operation started on), and after every write every view
 * of the collection in the store made old (other pages, sorts and filters, other lists and feeds of the url or of
 * the `baseUrl`, such as a search list).
 *
 * @example
 * const records = collectionRecordActions(() => config, () => 'id', shown, edit, undo)
 * await records.remove('7')
 */
export function collectionRecordActions<TItem, TPage>(
  source: () => CollectionSource<TItem, TPage>,
  keyName: () => keyof TItem & string,
  shown: () => { key: string; page: ListPage<TItem, TPage> | undefined },
  edit: (key: string, fn: Edit<TItem, TPage>, keep?: 'write') => () => void,
  undo: (key: string, fn: Edit<TItem, TPage>) => void = edit,
): RecordActions<TItem> {
  return createRecordActions<TItem, TPage>(() => {
    const { settings, options: o, url, store } = source()
    const base = o.baseUrl ?? baseOfListUrl(url)
    return {
      ...o,
      http: settings,
      baseUrl: base,
      keyName: keyName(),
      useMultiDeleteApi: o.useMultiDeleteApi ?? true,
      optimistic: o.optimistic ?? false,
      shown,
      edit,
      undo,
      invalidate() {
        store.invalidate(base)
        if (baseOfListUrl(url) !== base) store.invalidate(baseOfListUrl(url))
      },
    }
  })
}
