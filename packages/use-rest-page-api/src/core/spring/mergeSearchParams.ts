import { PREFIX } from '../http/RestError.ts'
import type { FilterValue, SearchParams } from '../types.ts'

/**
 * The filters a list request sends: the defaults, overridden by the current filters. A current value of `undefined`
 * leaves the default in force; `null` or `''` clear it (neither is sent).
 *
 * @example
 * mergeSearchParams({ status: 'open', bt: 'x' }, { bt: '' }) // { status: 'open', bt: '' }
 */
export function mergeSearchParams(defaults: SearchParams | undefined, current: SearchParams | undefined): SearchParams {
  const merged: SearchParams = { ...defaults }
  if (current) {
    for (const [key, value] of Object.entries(current)) {
      if (value !== undefined) merged[key] = value
    }
  }
  return merged
}

/** True when a filter value is sent at all: `undefined`, `null`, `''` and empty arrays are not. */
export function isSentValue(value: FilterValue): boolean {
  if (value === undefined || value === null || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

/** Appends the filters to `params`: scalars once, arrays once per element; values that are not sent are skipped. */
export function appendFilters(params: URLSearchParams, filters: SearchParams): void {
  for (const [key, value] of Object.entries(filters)) {
    if (!isSentValue(value)) continue
    if (Array.isArray(value)) {
      for (const element of value as readonly (string | number | boolean)[]) params.append(key, String(element))
    } else if (typeof value === 'object') {
      throw new TypeError(
        `${PREFIX}filter "${key}" is an object: use qsListRequest of use-rest-page-api/qs for nested filters`,
      )
    } else {
      params.append(key, String(value))
    }
  }
}
