import { useState, type FormEvent } from 'react'
import {
  RestError,
  RestPageApiProvider,
  useRestPageApi,
  useRestPageApiStore,
  useRestWrites,
  type RestWriteFailure,
} from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

/** What a failed write says: the server's message when it sent one. */
function describe(failure: RestWriteFailure): string {
  const { error } = failure
  const body = error instanceof RestError ? (error.body as { message?: string } | undefined) : undefined
  return `${failure.method} ${failure.collection}: ${body?.message ?? String(error)}`
}

/** The app's header: the state of every write to the products, wherever the list that made it is. */
function SaveStatus() {
  const { isWriting, pending, failures, clearFailures } = useRestWrites('/api/products')
  const failed = failures.at(-1)
  return (
    <p role="status" aria-label="Writes">
      {isWriting && `Saving ${pending.length}…`}
      {failed && (
        <>
          Not saved ({describe(failed)}) <button onClick={clearFailures}>Dismiss</button>
        </>
      )}
      {!isWriting && !failed && 'All saved'}
    </p>
  )
}

/** A form far from the table: it writes through a list of its own that waits (it needs no rows). */
function NewProduct() {
  const products = useRestPageApi<Product>('/api/products', [], { enabled: false })
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    // The failure is in useRestWrites: nothing to catch here but the rejection itself.
    products.save({ title: String(form.get('title')), price: String(form.get('price')) }).catch(() => {})
  }
  return (
    <form onSubmit={add}>
      <input name="title" aria-label="Title" defaultValue="Desk lamp" />{' '}
      <input name="price" aria-label="Price" defaultValue="12.50" /> <button type="submit">Add</button>
    </form>
  )
}

function ProductCount() {
  const products = useRestPageApi<Product>('/api/products', [], { pageSize: 5 })
  const store = useRestPageApiStore()
  const [note, setNote] = useState('')
  async function refresh() {
    setNote('Reloading…')
    // Resolves once the lists of the collection on screen have reloaded (or failed to).
    await store.invalidate('/api/products')
    setNote('Reloaded')
  }
  return (
    <p>
      {products.pagination.totalElements} products <button onClick={() => void refresh()}>Reload products</button>{' '}
      <span role="status" aria-label="Reload">
        {note}
      </span>
    </p>
  )
}

export function App() {
  return (
    <RestPageApiProvider>
      <SaveStatus />
      <NewProduct />
      <ProductCount />
    </RestPageApiProvider>
  )
}
