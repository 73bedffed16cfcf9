import { useState } from 'react'
import {
  createRestPageStore,
  isRestError,
  RestPageApiProvider,
  useRestConflicts,
  useRestOutbox,
  useRestPageApi,
} from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
  /** Spring Data REST's @Version: the mock answers `ETag: "<version>"` and 412 for a stale `If-Match`. */
  version: number
}

/** How many writes wait for the network, and a way to send them now rather than at the next retry. */
function OutboxLine() {
  const { count, flush } = useRestOutbox()
  return (
    <p role="status" aria-label="Outbox">
      {count ? (
        <>
          {count} {count == 1 ? 'write waits' : 'writes wait'} for the network{' '}
          <button onClick={() => void flush()}>Send now</button>
        </>
      ) : (
        'Every write is sent'
      )}
    </p>
  )
}

/** A write that met somebody else's: both versions, and the choice (`onConflict: 'ask'`). */
function ConflictChoice() {
  const [conflict] = useRestConflicts<Product>('/api/products')
  if (!conflict) return null
  return (
    <section aria-label="Conflict">
      <p>
        {conflict.server?.title} was changed meanwhile: yours costs {conflict.local?.price}, the server’s{' '}
        {conflict.server?.price ?? '(deleted)'}.
      </p>
      <button onClick={() => conflict.resolve('client')}>Keep mine</button>{' '}
      <button onClick={() => conflict.resolve('server')}>Take theirs</button>
    </section>
  )
}

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], {
    pageSize: 3,
    optimistic: true,
    versionField: 'version',
    onConflict: 'ask',
  })
  const [message, setMessage] = useState('')
  async function raise(product: Product) {
    const price = (Number(product.price) + 1).toFixed(2)
    try {
      // Offline, this waits in the outbox (the row shows the new price meanwhile) and settles once answered.
      await products.update({ ...product, price })
      setMessage(`Saved ${product.title} at ${price}`)
    } catch (error) {
      setMessage(isRestError(error, 'conflict') ? `Kept the server’s ${product.title}` : `Not saved: ${String(error)}`)
    }
  }
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Title</th>
            <th>Price</th>
            <th>Version</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {products.items.map((product) => (
            <tr key={product.id}>
              <td>{product.title}</td>
              <td>{product.price}</td>
              <td>{product.version}</td>
              <td>
                <button onClick={() => void raise(product)} aria-label={`Raise the price of ${product.title}`}>
                  +1
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" aria-label="Result">
        {products.isLoading ? 'Loading…' : message}
      </p>
    </>
  )
}

/** One visit of the page: a store that keeps its pages in `sessionStorage` and its writes in an outbox. */
function Visit() {
  const [store] = useState(() => createRestPageStore({ persist: { storage: sessionStorage } }))
  return (
    <RestPageApiProvider store={store}>
      <OutboxLine />
      <ConflictChoice />
      <Products />
    </RestPageApiProvider>
  )
}

/** "Reload" starts a new visit, as a reload of the page does: a new store on the same storage. */
export function App() {
  const [visit, setVisit] = useState(0)
  return (
    <>
      <button onClick={() => setVisit((n) => n + 1)}>Reload</button>
      <Visit key={visit} />
    </>
  )
}
