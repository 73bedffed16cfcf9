import { useState, type FormEvent } from 'react'
import type { Product } from '../../lib/products'

/** The new product's fields; `onCreate` is the list's `save`, which shows the record at once. */
export function CreateProduct({ onCreate }: { onCreate: (product: Omit<Product, 'id'>) => Promise<unknown> }) {
  const [error, setError] = useState('')
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    try {
      await onCreate({ title: String(data.get('title')), price: String(data.get('price')) })
      form.reset()
      setError('')
    } catch {
      setError('The product was not created.')
    }
  }
  return (
    <form onSubmit={submit} aria-label="New product">
      <input name="title" placeholder="Title" aria-label="Title" required />
      <input name="price" placeholder="12.50" aria-label="Price" required pattern="\d+(\.\d{1,2})?" />
      <button type="submit">Create</button>
      {error && <span role="alert">{error}</span>}
    </form>
  )
}
