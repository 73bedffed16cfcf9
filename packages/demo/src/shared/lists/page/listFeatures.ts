import {
  columnOrderingFeature,
  columnPinningFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'

/**
 * The TanStack Table features every list uses: server-side paging and sorting, row selection, and columns a user can
 * hide, reorder and pin to a side.
 */
export const listFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
})
export type ListFeatures = typeof listFeatures
