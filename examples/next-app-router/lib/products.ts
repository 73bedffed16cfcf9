// Shared by the server component that prefetches and the client component that renders: the same url and options,
// so both ask for the same page.
import type { RestPageApiOptions } from 'use-rest-page-api/server'

export interface Product {
  id: string
  title: string
  price: string
}

/** Relative: the browser sends it to this app (the route handler adds the token), the server to the API. */
export const PRODUCTS_URL = '/api/products'

/** The newest first, so a product just created shows at the top. */
export const productListOptions = {
  pageSize: 8,
  defaultSort: { property: 'id', direction: 'desc' },
} satisfies RestPageApiOptions<Product, unknown>

/** Two lists on one page (app/compare): the cheapest and the dearest, each under its own prefix in the address. */
export const priceLists = {
  cheapest: { pageSize: 5, defaultSort: { property: 'price', direction: 'asc' }, prefix: 'cheap.' },
  dearest: { pageSize: 5, defaultSort: { property: 'price', direction: 'desc' }, prefix: 'dear.' },
} as const
