import { appendItem, idOf, patchItem, removeItemAt, removeItemsByIds, replaceItem, sameId } from './listEdits.ts'
import type { Edit } from './recordActions.ts'
import type { RestPageDataSource, SetItem } from '../engine/RestPageDataSource.ts'
import type { ListPage, RecordId } from '../types.ts'

/** The local members of spec D: edits of the page on screen, with no API call. */
export type LocalActions<TItem> = Pick<
  RestPageDataSource<TItem, unknown>,
  | 'getItemById'
  | 'updateItem'
  | 'setItem'
  | 'setItems'
  | 'addItem'
  | 'removeItemById'
  | 'removeItemsByIds'
  | 'removeItemAt'
>

/**
 * The local members over a page on screen and a way to edit it (a list's page, or a feed's loaded pages seen as one).
 *
 * @example
 * const local = localActions(() => 'id', () => store.get(key), (fn) => store.set(key, fn(store.get(key))))
 * local.setItem('2', 'title', 'x')
 */
export function localActions<TItem, TRaw>(
  keyName: () => keyof TItem & string,
  shown: () => ListPage<TItem, TRaw> | undefined,
  edit: (fn: Edit<TItem, TRaw>) => void,
): LocalActions<TItem> {
  return {
    getItemById: (id: RecordId) => shown()?.items.find((item) => sameId(idOf(item, keyName()), id)),
    updateItem: (item: TItem) => edit((p) => replaceItem(p, keyName(), item)),
    setItem: ((id: RecordId, fieldOrPatch: keyof TItem | Partial<TItem>, value?: unknown) =>
      edit((p) =>
        patchItem(
          p,
          keyName(),
          id,
          typeof fieldOrPatch == 'object' ? fieldOrPatch : ({ [fieldOrPatch]: value } as Partial<TItem>),
        ),
      )) as SetItem<TItem>,
    setItems: (items: TItem[]) => edit((p) => (p.items === items ? p : { ...p, items })),
    addItem: (item: TItem) => edit((p) => appendItem(p, item)),
    removeItemById: (id: RecordId) => edit((p) => removeItemsByIds(p, keyName(), [id])),
    removeItemsByIds: (ids: readonly RecordId[]) => edit((p) => removeItemsByIds(p, keyName(), ids)),
    removeItemAt: (index: number) => edit((p) => removeItemAt(p, index)),
  }
}
