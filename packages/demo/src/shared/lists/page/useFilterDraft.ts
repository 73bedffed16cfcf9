import { useState } from 'react'
import type { SearchParams } from 'use-rest-page-api'

/** Filter values as the controls hold them: a string a key, `''` for none. */
export type FilterValues = Record<string, string>

/** The list's filters applied now, as strings, for the given keys. */
export function appliedFilters(searchParams: SearchParams, keys: readonly string[]): FilterValues {
  const text = (v: unknown) => (typeof v == 'string' || typeof v == 'number' ? String(v) : '')
  return Object.fromEntries(keys.map((key) => [key, text(searchParams[key])]))
}

/**
 * The draft of a filter form: what is typed changes nothing until `apply`; when the applied filters change from
 * outside (back, forward, a link), the draft follows them.
 *
 * @example
 * const filters = useFilterDraft(list.searchParams, ['btContains', 'zbbm'], list.query)
 * filters.set('btContains')('张三'); filters.apply()
 */
export function useFilterDraft(
  searchParams: SearchParams,
  keys: readonly string[],
  query: (params: SearchParams) => unknown,
) {
  const applied = appliedFilters(searchParams, keys)
  const [draft, setDraft] = useState(applied)
  const [shown, setShown] = useState(applied)
  if (keys.some((key) => shown[key] !== applied[key])) {
    setShown(applied)
    setDraft(applied)
  }
  const empty = Object.fromEntries(keys.map((key) => [key, '']))
  return {
    applied,
    draft,
    /** A filter is applied. */
    filtered: keys.some((key) => applied[key]),
    /** A filter is applied or typed. */
    any: keys.some((key) => applied[key] || draft[key]),
    set: (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value })),
    apply: () => void query(Object.fromEntries(keys.map((key) => [key, (draft[key] ?? '').trim()]))),
    clear: () => {
      setDraft(empty)
      void query(empty)
    },
    /** Clears one applied filter, keeping the others. */
    clearOne: (key: string) => void query({ ...applied, [key]: '' }),
  }
}
export type FilterDraft = ReturnType<typeof useFilterDraft>
