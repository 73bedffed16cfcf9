import { PREFIX } from '../http/RestError.ts'
import type { FilterValue, SearchParams } from '../types.ts'
import { defaultValues, parserOf, serializeWith, type DefaultFilters } from '../url/filterParser.ts'

/**
 * The filters a list request sends: the defaults, overridden by the current filters. A current value of `undefined`
 * leaves the default in force; `null` or `''` clear it (neither is sent). A default that is a parser stands for its
 * `defaultValue`; a date is sent as its parser writes it (`parseAsIsoDate`: `yyyy-MM-dd`, which Spring's
 * `@DateTimeFormat(iso = ISO.DATE)` reads), or else as an ISO instant.
 *
 * @example
 * mergeSearchParams({ status: 'open', bt: 'x' }, { bt: '' }) // { status: 'open', bt: '' }
 * mergeSearchParams({ from: parseAsIsoDate }, { from: new Date('2024-01-05') }) // { from: '2024-01-05' }
 */
export function mergeSearchParams(
  defaults: DefaultFilters | undefined,
  current: SearchParams | undefined,
): SearchParams {
  const merged = defaultValues(defaults)
  if (current) {
    for (const [key, value] of Object.entries(current)) {
      if (value !== undefined) merged[key] = value
    }
  }
  for (const [key, value] of Object.entries(merged)) {
    if ([value].flat().some((v) => v instanceof Date)) {
      const sent = serializeWith(parserOf(defaults?.[key]), value)
      merged[key] = Array.isArray(value) ? sent : sent[0]
    }
  }
  return merged
}

/** True when a filter value is sent at all: `undefined`, `null`, `''` and empty arrays are not. */
export function isSentValue(value: FilterValue): boolean {
  if (value === undefined || value === null || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && !(value instanceof Date)) return Object.keys(value).length > 0
  return true
}

/** Appends the filters to `params`: scalars once, arrays once per element; values that are not sent are skipped. */
export function appendFilters(params: URLSearchParams, filters: SearchParams): void {
  for (const [key, value] of Object.entries(filters)) {
    if (!isSentValue(value)) continue
    if (Array.isArray(value) || value instanceof Date) {
      for (const element of serializeWith(undefined, value)) params.append(key, element)
    } else if (typeof value === 'object') {
      throw new TypeError(
        `${PREFIX}filter "${key}" is an object: use qsListRequest of use-rest-page-api/qs for nested filters`,
      )
    } else {
      params.append(key, String(value))
    }
  }
}
