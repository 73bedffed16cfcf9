import { rowPaginationFeature, rowSelectionFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table'

/** The TanStack Table features every list uses: server-side paging and sorting, and row selection (drafts). */
export const listFeatures = tableFeatures({ rowPaginationFeature, rowSortingFeature, rowSelectionFeature })
export type ListFeatures = typeof listFeatures
