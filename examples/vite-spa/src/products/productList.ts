import { API_ORIGIN } from '../api.ts'

/** A product as the API sends it (`/api/products`: every field a string). */
export interface Product {
  id: string
  title: string
  price: string
}

export const productsUrl = `${API_ORIGIN}/api/products`
