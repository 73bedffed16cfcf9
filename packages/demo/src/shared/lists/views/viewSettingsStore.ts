import { DEFAULT_VIEW, parseViewSettings, type ViewSettings } from './viewSettings.ts'

/** Where a list's view settings are kept (`localStorage`): `sinoform:list-view:<list>`. */
export const viewStorageKey = (list: string) => `sinoform:list-view:${list}`

interface Entry {
  /** The stored text the value was read from (`null`: nothing stored). */
  raw: string | null
  value: ViewSettings
  /** The storage refused the last write: the value holds for this visit only. */
  unsaved?: boolean
}

const entries = new Map<string, Entry>()
const listeners = new Map<string, Set<() => void>>()

function getItem(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parse(raw: string | null): ViewSettings {
  if (raw === null) return DEFAULT_VIEW
  try {
    return parseViewSettings(JSON.parse(raw))
  } catch {
    return DEFAULT_VIEW
  }
}

/**
 * A list's settings as stored, the same object until the stored text changes (what `useSyncExternalStore` needs).
 * A list never changed reads its `fallback` list's settings: the settings kept per kind of list before they were
 * kept per form, so nobody loses them (they are copied on the first change, and the old entry stays for the other
 * forms).
 */
export function readView(list: string, fallback?: string): ViewSettings {
  const key = viewStorageKey(list)
  const own = getItem(key)
  const raw = own ?? (fallback === undefined ? null : getItem(viewStorageKey(fallback)))
  const entry = entries.get(key)
  if (entry && (entry.unsaved || entry.raw === raw)) return entry.value
  const value = parse(raw)
  entries.set(key, { raw, value })
  return value
}

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener()
}

/** Remembers a list's settings on this device and tells every view of the list (a table and a feed, say). */
export function writeView(list: string, value: ViewSettings) {
  const key = viewStorageKey(list)
  const raw = JSON.stringify(value)
  try {
    localStorage.setItem(key, raw)
    entries.set(key, { raw, value })
  } catch {
    // A full or blocked storage: the change holds for this visit.
    entries.set(key, { raw, value, unsaved: true })
  }
  notify(key)
}

/** Calls `listener` when the list's settings change, here or in another tab (the `storage` event). */
export function subscribeView(list: string, listener: () => void): () => void {
  const key = viewStorageKey(list)
  const set = listeners.get(key) ?? new Set()
  listeners.set(key, set)
  set.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    set.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
