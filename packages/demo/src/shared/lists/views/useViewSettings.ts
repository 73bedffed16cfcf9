import { useCallback, useMemo, useSyncExternalStore } from 'react'
import {
  DEFAULT_VIEW,
  moveColumn,
  pinColumn,
  toggleColumn,
  type Density,
  type PinSide,
  type ViewSettings,
} from './viewSettings.ts'
import { readView, subscribeView, writeView } from './viewSettingsStore.ts'

export type { Density, PinSide, ViewSettings } from './viewSettings.ts'
export { viewStorageKey } from './viewSettingsStore.ts'

/**
 * A list's view (显示设置): hidden columns, their order, the columns pinned to a side, and the row density,
 * remembered per list on this device (`localStorage`, `sinoform:list-view:<list>`). Every view of one list (its
 * table and its phone feed, another tab) reads one store, so they never disagree, and a page that turns to another
 * list reads that list's settings at once.
 *
 * @param list where the settings are kept: a form's list is `<kind>:<formId>`.
 * @param fallback read while `list` has none of its own (the per-kind settings kept before). Default: none.
 * @param columns the ids of the columns the user may move, in the list's own order. Default `[]`.
 *
 * @example
 * const view = useViewSettings('todo:61dd5330981d24212360db83', 'todo', ['bt', 'cjrName', 'cjsj'])
 * view.toggle('cjrName') // hides 起草人, remembered for this form's to-do list
 */
export function useViewSettings(list: string, fallback?: string, columns: readonly string[] = []) {
  const subscribe = useCallback((listener: () => void) => subscribeView(list, listener), [list])
  const settings = useSyncExternalStore(
    subscribe,
    () => readView(list, fallback),
    () => DEFAULT_VIEW,
  )
  const save = useCallback((next: ViewSettings) => writeView(list, next), [list])
  return useMemo(
    () => ({
      ...settings,
      toggle: (id: string) => save(toggleColumn(settings, id)),
      setDensity: (density: Density) => save({ ...settings, density }),
      move: (id: string, delta: -1 | 1) => save(moveColumn(columns, settings, id, delta)),
      pin: (id: string, side: PinSide | false) => save(pinColumn(columns, settings, id, side)),
      /** Back to the list's own view: every column, in its order, none pinned, 舒适. */
      reset: () => save(DEFAULT_VIEW),
      /** Puts a whole view's columns and density in place (a saved view chosen, a shared link opened). */
      replace: save,
    }),
    [settings, save, columns],
  )
}
export type ViewSettingsState = ReturnType<typeof useViewSettings>
