import type { PageResponse, RestPageApiOptions } from 'use-rest-page-api/server'
import { API_ORIGIN } from '../api.ts'

/** A product as the API sends it (`/api/products`: every field a string). */
export interface Product {
  id: string
  title: string
  price: string
}

export const productsUrl = `${API_ORIGIN}/api/products`

/**
 * The list's options, shared by the server's prefetch and the page's list so both ask for the same page: ten a page,
 * dearest first, page and sort in the address (the default adapter: no router here).
 */
export const productListOptions = {
  pageSize: 10,
  defaultSort: { property: 'price', direction: 'desc' },
  syncToUrl: true,
} satisfies RestPageApiOptions<Product, PageResponse<Product>>
