import { restList } from 'use-rest-page-api'
import { useListPage } from '../../shared/lists/page/useListPage.ts'
import { syncedOptions } from '../../shared/lists/page/syncedListOptions.ts'
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

/** Where products are read one by one, saved and deleted, whichever version the list is read from (spec A). */
export const PRODUCTS_COLLECTION = '/api/products'

/**
 * A version's list, defined once: read at its own url, records always at `/api/products` (spec A). An edit or a
 * delete sends the version it was read with (`If-Match`, Spring's `@Version`); when someone else saved the product
 * meanwhile the server refuses it (412) and the page asks which to keep (`onConflict: 'ask'`, `ProductConflicts`).
 */
const productList = (url: string) =>
  restList<Product>()(url, {
    ...syncedOptions({ baseUrl: PRODUCTS_COLLECTION, pageSize: PRODUCT_PAGE_SIZE }, PRODUCT_FILTER_KEYS),
    versionField: 'version',
    onConflict: 'ask',
  })

/** The products list of each API version: `GET /api/products` (v1) or `GET /api/v2/products` (v2). */
export const PRODUCT_LISTS = { v1: productList('/api/products'), v2: productList('/api/v2/products') } as const

/** Where a version's list is read. */
export const listUrl = (version: ProductApiVersion) => PRODUCT_LISTS[version].url

/** The columns, made once: what their buttons do is the page's (`RowActions`). */
const COLUMNS = productColumns()

/** The products list: the shared list page model over the version's list. */
export function useProductList(version: ProductApiVersion) {
  return useListPage<Product>({
    list: PRODUCT_LISTS[version],
    filterKeys: PRODUCT_FILTER_KEYS,
    columns: COLUMNS,
    viewKey: 'products',
  })
}
