import type { StoreCore } from '../store/createStoreCore.ts'
import { createRecordActions, type Edit, type RecordActions } from './recordActions.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import type { EngineOptions, RestPageApiSettings } from '../engine/RestPageApiOptions.ts'
import type { RestWrite } from '../store/writeLog.ts'
import type { ListPage, RecordId } from '../types.ts'
import { idOf } from './listEdits.ts'
import { outboxOf } from '../outbox/Outbox.ts'

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
 * the `baseUrl`, such as a search list). `save`, `update` and `remove` are recorded in the store's writes
 * (`store.writeLog`) while on their way, and when they fail.
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
  const actions = createRecordActions<TItem, TPage>(() => {
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
      // Versions and conflicts are the store's: every list and feed of a record sees the same.
      store: store.entries,
      outbox: outboxOf(store),
      invalidate() {
        store.invalidate(base)
        if (baseOfListUrl(url) !== base) store.invalidate(baseOfListUrl(url))
      },
    }
  })
  /** A write, recorded in the store's writes while on its way and when it failed (`RestPageStore.writes()`). */
  const tracked =
    <A extends [unknown, ...unknown[]], R>(
      method: RestWrite['method'],
      run: (...args: A) => Promise<R>,
      ids: (first: A[0]) => RecordId[],
    ) =>
    (...args: A): Promise<R> => {
      const { store, options, url } = source()
      const remove = method === 'DELETE'
      const end = store.writeLog.start({
        method,
        collection: options.baseUrl ?? baseOfListUrl(url),
        ids: ids(args[0]),
        data: remove ? undefined : args[0],
      })
      const done = run(...args)
      done.then(() => end(), end)
      return done
    }
  return {
    ...actions,
    save: tracked('POST', actions.save, () => []),
    update: tracked('PUT', actions.update, (data) => {
      const id = data == null ? undefined : idOf(data, keyName())
      return id == null ? [] : [id]
    }),
    remove: tracked('DELETE', actions.remove, (idOrIds) => ([] as RecordId[]).concat(idOrIds)),
  }
}
