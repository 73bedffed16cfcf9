import {
  cleanViewName,
  MAX_SAVED_VIEWS,
  parseSavedViews,
  type SavedView,
  type ViewShape,
  type ViewState,
} from './savedViews.ts'

/** Where a form's list keeps its saved views (`localStorage`): `sinoform:saved-views:<formId>:<list>`. */
export const savedViewsKey = (formId: string, list: string) => `sinoform:saved-views:${formId}:${list}`

/** The part of `Storage` the store uses. */
export type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * The saved views of one form's list, in `storage` under `key`: a small store (`getSnapshot`, `subscribe`) for
 * `useSyncExternalStore`. Saving under a name that exists replaces that view; beyond `MAX_SAVED_VIEWS` the oldest
 * goes. A full or blocked storage keeps the change for this visit.
 *
 * @example
 * const store = createSavedViewStore(localStorage, savedViewsKey(formId, 'search'), shape)
 * store.save('已办结', state)
 */
export function createSavedViewStore(storage: ViewStorage, key: string, shape: ViewShape) {
  let views: SavedView[] = read()
  const listeners = new Set<() => void>()
  function read(): SavedView[] {
    try {
      return parseSavedViews(JSON.parse(storage.getItem(key) ?? 'null'), shape)
    } catch {
      return []
    }
  }
  function write(next: SavedView[]) {
    views = next.slice(-MAX_SAVED_VIEWS)
    try {
      storage.setItem(key, JSON.stringify(views))
    } catch {
      // Full or blocked: the views hold for this visit.
    }
    listeners.forEach((listener) => listener())
  }
  return {
    getSnapshot: () => views,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Saves the state under a name (replacing a view of that name); returns the view kept. */
    save(name: string, state: ViewState): SavedView {
      const clean = cleanViewName(name)
      if (!clean) throw new TypeError('[demo] a saved view needs a name; nothing was saved')
      const existing = views.find((v) => v.name === clean)
      const view: SavedView = { ...state, id: existing?.id ?? newId(), name: clean }
      write(existing ? views.map((v) => (v.id === existing.id ? view : v)) : [...views, view])
      return view
    },
    remove(id: string) {
      write(views.filter((v) => v.id !== id))
    },
    /** Puts a removed view back where it was (撤销). */
    restore(view: SavedView, index: number) {
      if (views.some((v) => v.id === view.id)) return
      write([...views.slice(0, index), view, ...views.slice(index)])
    },
  }
}
export type SavedViewStore = ReturnType<typeof createSavedViewStore>

const newId = () => `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
