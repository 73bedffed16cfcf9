import { useCallback, useState } from 'react'

/** How tall the rows are: 舒适 (comfortable) or 紧凑 (compact). */
export type Density = 'comfortable' | 'compact'

/** What a user changed in a list's view, remembered on this device. */
export interface ViewSettings {
  /** Ids of the columns hidden. */
  hidden: string[]
  density: Density
}

const DEFAULT: ViewSettings = { hidden: [], density: 'comfortable' }

/** Where a list's view settings are kept (`localStorage`), per list: `sinoform:list-view:<list>`. */
export const viewStorageKey = (list: string) => `sinoform:list-view:${list}`

/** Reads a list's settings, keeping only what is well formed (the storage is the user's, and may hold anything). */
export function readViewSettings(list: string): ViewSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(viewStorageKey(list)) ?? 'null')
    if (typeof raw != 'object' || raw === null) return DEFAULT
    const { hidden, density } = raw as Partial<Record<keyof ViewSettings, unknown>>
    return {
      hidden: Array.isArray(hidden) ? hidden.filter((id): id is string => typeof id == 'string').slice(0, 50) : [],
      density: density === 'compact' ? 'compact' : 'comfortable',
    }
  } catch {
    return DEFAULT
  }
}

/**
 * A list's column visibility and row density, remembered per list on this device: hidden columns and the density
 * come back when the list is opened again.
 *
 * @example
 * const view = useViewSettings('todo')
 * view.toggle('cjrName') // hides 起草人, remembered
 */
export function useViewSettings(list: string) {
  const [settings, setSettings] = useState(() => readViewSettings(list))
  const save = useCallback(
    (next: ViewSettings) => {
      setSettings(next)
      try {
        localStorage.setItem(viewStorageKey(list), JSON.stringify(next))
      } catch {
        // A full or blocked storage: the change holds for this visit.
      }
    },
    [list],
  )
  return {
    ...settings,
    toggle: (id: string) =>
      save({
        ...settings,
        hidden: settings.hidden.includes(id) ? settings.hidden.filter((h) => h !== id) : [...settings.hidden, id],
      }),
    setDensity: (density: Density) => save({ ...settings, density }),
    /** Puts a whole view's columns and density in place (a saved view chosen, a shared link opened). */
    replace: save,
  }
}
export type ViewSettingsState = ReturnType<typeof useViewSettings>
