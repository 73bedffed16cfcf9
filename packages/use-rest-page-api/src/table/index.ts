'use client'
export { restPageTableOptions } from './restPageTableOptions.ts'
export type { RestPageTableOptions } from './restPageTableOptions.ts'
export { toSortingState, fromSortingState, toPaginationState, resolveUpdater } from './tableState.ts'
