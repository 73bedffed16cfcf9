import { useCallback, useState } from 'react'
import type { Density } from '../views/useViewSettings.ts'

/** What a user chose for a feed's cards, remembered on this device. */
export interface FeedSettings {
  /** Ids of the fields a card shows under its title, in the list's order; `null`: the list's own choice. */
  fields: string[] | null
  density: Density
}

const DEFAULT: FeedSettings = { fields: null, density: 'comfortable' }

/**
 * Where a feed's settings are kept (`localStorage`), per list: `sinoform:feed-view:<list>`, apart from the table's
 * `sinoform:list-view:<list>` (a card's few fields are not a table's columns).
 */
export const feedStorageKey = (list: string) => `sinoform:feed-view:${list}`

/** Reads a feed's settings, keeping only what is well formed (the storage is the user's, and may hold anything). */
export function readFeedSettings(list: string): FeedSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(feedStorageKey(list)) ?? 'null')
    if (typeof raw != 'object' || raw === null) return DEFAULT
    const { fields, density } = raw as Partial<Record<keyof FeedSettings, unknown>>
    return {
      fields: Array.isArray(fields) ? fields.filter((id): id is string => typeof id == 'string').slice(0, 50) : null,
      density: density === 'compact' ? 'compact' : 'comfortable',
    }
  } catch {
    return DEFAULT
  }
}

/**
 * A feed's card fields and density, remembered per list on this device; `reset()` goes back to the list's own.
 *
 * @example
 * const settings = useFeedSettings('todo')
 * settings.setFields(['ddsj', 'cjrName', 'zbbmName']) // cards show 到达时间, 起草人, 主办部门
 */
export function useFeedSettings(list: string) {
  const [settings, setSettings] = useState(() => readFeedSettings(list))
  const save = useCallback(
    (next: FeedSettings) => {
      setSettings(next)
      try {
        if (next.fields === null && next.density === DEFAULT.density) localStorage.removeItem(feedStorageKey(list))
        else localStorage.setItem(feedStorageKey(list), JSON.stringify(next))
      } catch {
        // A full or blocked storage: the change holds for this visit.
      }
    },
    [list],
  )
  return {
    ...settings,
    setFields: (fields: string[]) => save({ ...settings, fields }),
    setDensity: (density: Density) => save({ ...settings, density }),
    reset: () => save(DEFAULT),
  }
}
export type FeedSettingsState = ReturnType<typeof useFeedSettings>
