import { useTable, type RowSelectionState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useRestPageApi } from 'use-rest-page-api'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'
import { restPageTableOptions } from 'use-rest-page-api/table'
import { productColumns, productFeatures, type Product, type ProductActions } from './productColumns.tsx'

/**
 * The API version the list reads: v1 answers spec A's envelope (Spring's `PageImpl`), v2 Spring Data 3.3's
 * `PagedModel`; the hook reads both with no transform.
 */
export type ProductApiVersion = 'v1' | 'v2'

/** The filters of the products list and their defaults (empty: not sent, not written to the address). */
export const PRODUCT_FILTERS = { title: '', price: '' }

const PRODUCT_FILTER_KEYS = Object.keys(PRODUCT_FILTERS)

/** Products per page. */
export const PRODUCT_PAGE_SIZE = 15

/**
 * The products list: `useRestPageApi` over `GET /api/products` (v1) or `GET /api/v2/products` (v2), records always
 * at `/api/products` (spec A), page, size, sort and filters in the address bar through React Router, wired to a
 * TanStack Table with row selection.
 */
export function useProductList(version: ProductApiVersion, actions: ProductActions) {
  const dataSource = useRestPageApi<Product, unknown>(version === 'v2' ? '/api/v2/products' : '/api/products', [], {
    baseUrl: '/api/products',
    pageSize: PRODUCT_PAGE_SIZE,
    defaultSearchParams: PRODUCT_FILTERS,
    syncToUrl: { adapter: useReactRouterUrlAdapter(), filterKeys: PRODUCT_FILTER_KEYS },
  })
  const columns = useMemo(() => productColumns(actions), [actions])
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const tableOptions = restPageTableOptions(dataSource)
  const table = useTable({
    features: productFeatures,
    columns,
    ...tableOptions,
    state: { ...tableOptions.state, rowSelection },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: true,
    enableMultiSort: true,
  })
  return { dataSource, table, rowSelection, setRowSelection }
}
