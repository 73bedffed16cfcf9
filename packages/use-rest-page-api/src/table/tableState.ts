import type { PaginationState, SortingState, Updater } from '@tanstack/react-table'
import type { PageInfo, SortInfo } from '../core/types.ts'

/**
 * The hook's sort list as TanStack Table's sorting state; `fromSortingState` maps it back without loss.
 *
 * @example
 * toSortingState([{ property: 'price', direction: 'desc' }]) // [{ id: 'price', desc: true }]
 */
export function toSortingState(sorts: readonly SortInfo[]): SortingState {
  return sorts.map((s) => ({ id: s.property, desc: s.direction === 'desc' }))
}

/**
 * TanStack Table's sorting state as the hook's sort list. A column's id is its sort property: `TSort` says which
 * those are (a typed list's sort fields; default `string`), as the table's columns cannot be checked against them.
 *
 * @example
 * fromSortingState([{ id: 'price', desc: true }]) // [{ property: 'price', direction: 'desc' }]
 */
export function fromSortingState<TSort extends string = string>(sorting: SortingState): SortInfo<TSort>[] {
  return sorting.map((s) => ({ property: s.id as TSort, direction: s.desc ? 'desc' : 'asc' }))
}

/**
 * The hook's paging as TanStack Table's pagination state (both zero-based).
 *
 * @example
 * toPaginationState({ pageNo: 3, pageSize: 15, sorts: [], totalElements: 100, totalPages: 7 }) // { pageIndex: 3, pageSize: 15 }
 */
export function toPaginationState(pagination: PageInfo): PaginationState {
  return { pageIndex: pagination.pageNo, pageSize: pagination.pageSize }
}

/**
 * Applies a TanStack Table updater (a value or a function of the old value).
 *
 * @example
 * resolveUpdater((old: number) => old + 1, 1) // 2
 */
export function resolveUpdater<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater
}
