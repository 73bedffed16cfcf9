import type { PageResponse, RestPageApiOptions } from 'use-rest-page-api/server'
import { API_ORIGIN } from '../api.ts'

/** A product as the API sends it (`/api/products`: every field a string). */
export interface Product {
  id: string
  title: string
  price: string
}

/** The list's url: the same string on the server and in the browser, as it is part of a page's key. */
export const productsUrl = `${API_ORIGIN}/api/products`

/**
 * The list's options, shared by the loader's prefetch and the component's list so both ask for the same page: ten a
 * page, dearest first, page and sort in the address.
 */
export const productListOptions = {
  pageSize: 10,
  defaultSort: { property: 'price', direction: 'desc' },
  syncToUrl: true,
} satisfies RestPageApiOptions<Product, PageResponse<Product>>
