import { useEffect, useRef, useState } from 'react'
import { RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

/** How long a deleted row can come back before the delete is sent. */
const UNDO_MS = 4000

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], { pageSize: 5 })
  const [deleted, setDeleted] = useState<Product | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  function remove(product: Product) {
    // A local edit: the row leaves the screen at once and stays gone through reloads. Nothing is sent yet.
    products.removeItemById(product.id)
    setDeleted(product)
    timer.current = setTimeout(() => {
      setDeleted(null)
      void products.remove(product.id).catch(() => products.reload())
    }, UNDO_MS)
  }

  function undo() {
    clearTimeout(timer.current)
    setDeleted(null)
    // reload() asks for the server's page and drops the local edits: the row is back.
    void products.reload()
  }

  // An unmount within the window sends nothing: the row stays on the server.
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <>
      <ul>
        {products.items.map((product) => (
          <li key={product.id}>
            {product.title} <button onClick={() => remove(product)}>Delete</button>
          </li>
        ))}
      </ul>
      <p role="status">
        {deleted && (
          <>
            Deleted {deleted.title}. <button onClick={undo}>Undo</button>
          </>
        )}
      </p>
    </>
  )
}

export function App() {
  return (
    <RestPageApiProvider>
      <Products />
    </RestPageApiProvider>
  )
}
