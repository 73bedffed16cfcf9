import {
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'

/**
 * The TanStack Table features every list uses: server-side paging and sorting, row selection, and columns a user can
 * hide.
 */
export const listFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
})
export type ListFeatures = typeof listFeatures
