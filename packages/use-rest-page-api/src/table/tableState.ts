import type { PaginationState, SortingState, Updater } from '@tanstack/react-table'
import type { PageInfo, SortInfo } from '../core/types.ts'

/** The hook's sort list as TanStack Table's sorting state. */
export function toSortingState(sorts: readonly SortInfo[]): SortingState {
  return sorts.map((s) => ({ id: s.property, desc: s.direction === 'desc' }))
}

/** TanStack Table's sorting state as the hook's sort list. */
export function fromSortingState(sorting: SortingState): SortInfo[] {
  return sorting.map((s) => ({ property: s.id, direction: s.desc ? 'desc' : 'asc' }))
}

/** The hook's paging as TanStack Table's pagination state (both zero-based). */
export function toPaginationState(pagination: PageInfo): PaginationState {
  return { pageIndex: pagination.pageNo, pageSize: pagination.pageSize }
}

/** Applies a TanStack Table updater (a value or a function of the old value). */
export function resolveUpdater<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater
}
