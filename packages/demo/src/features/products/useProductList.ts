import { useListPage } from '../../shared/lists/page/useListPage.ts'
import { productColumns, type Product } from './productColumns.tsx'

/**
 * The API version the list reads: v1 answers spec A's envelope (Spring's `PageImpl`), v2 Spring Data 3.3's
 * `PagedModel`; the hook reads both with no transform.
 */
export type ProductApiVersion = 'v1' | 'v2'

/**
 * The filters of the products list (empty: not sent, not written to the address): words in the name
 * (`titleContains`, as the form app's `btContains`) and the exact price.
 */
export const PRODUCT_FILTER_KEYS = ['titleContains', 'price'] as const

/** Products per page. */
export const PRODUCT_PAGE_SIZE = 15

/** Where a version's list is read. */
export const listUrl = (version: ProductApiVersion) => (version === 'v2' ? '/api/v2/products' : '/api/products')

/** The columns, made once: what their buttons do is the page's (`RowActions`). */
const COLUMNS = productColumns()

/**
 * The products list: the shared list page model over `GET /api/products` (v1) or `GET /api/v2/products` (v2),
 * records always at `/api/products` (spec A).
 */
export function useProductList(version: ProductApiVersion) {
  return useListPage<Product>({
    url: listUrl(version),
    options: { baseUrl: '/api/products', pageSize: PRODUCT_PAGE_SIZE },
    filterKeys: PRODUCT_FILTER_KEYS,
    columns: COLUMNS,
    viewKey: 'products',
  })
}
