import { useState } from 'react'
import { RestPageApiProvider, useRestPageApi, useRestPageApiStore } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

function Products() {
  const [working, setWorking] = useState(false)
  const products = useRestPageApi<Product>('/api/products', [], {
    pageSize: 5,
    defaultSort: { property: 'id', direction: 'desc' },
    // While the user works in the list, a reload that would move rows waits for them.
    holdUpdates: working,
  })
  const pending = products.pendingUpdate
  return (
    <>
      <label>
        <input type="checkbox" checked={working} onChange={(event) => setWorking(event.target.checked)} /> I am working
        in the list (hold updates)
      </label>
      {pending && (
        <p role="status">
          The server has changes: {pending.added} added, {pending.removed} gone.{' '}
          <button onClick={products.applyPendingUpdate}>Show them</button>
        </p>
      )}
      <ul>
        {products.items.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
      <AnotherUser />
    </>
  )
}

/** Stands for another user or tab: a write the list did not make, then the reload it would cause. */
function AnotherUser() {
  const store = useRestPageApiStore()
  async function addProduct() {
    await fetch('/api/products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Added elsewhere', price: '1.00' }),
    })
    // What a focus, an interval or another tab's write does: the collection's lists reload.
    store.invalidate('/api/products')
  }
  return <button onClick={() => void addProduct()}>Another user adds a product</button>
}

export function App() {
  return (
    <RestPageApiProvider>
      <Products />
    </RestPageApiProvider>
  )
}
