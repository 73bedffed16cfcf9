import { useState, type FormEvent } from 'react'
import { RestError, RestPageApiProvider, useRestPageApi, type RecordId } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

/** What a failed write says to the user: the server's message when it sent one. */
function describe(error: unknown): string {
  if (error instanceof RestError) {
    const body = error.body as { message?: string } | undefined
    return `${error.status} ${body?.message ?? error.kind}`
  }
  return String(error)
}

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], {
    pageSize: 5,
    defaultSort: { property: 'id', direction: 'desc' },
    // Writes show at once; a refusal puts back exactly what was there.
    optimistic: true,
  })
  const [selected, setSelected] = useState<RecordId[]>([])
  const [status, setStatus] = useState('')

  async function write(action: string, operation: () => Promise<unknown>) {
    try {
      await operation()
      setStatus(`${action}: done.`)
    } catch (error) {
      setStatus(`${action}: not saved (${describe(error)}).`)
    }
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void write('Add', () => products.save({ title: String(form.get('title')), price: String(form.get('price')) }))
  }

  return (
    <>
      <form onSubmit={add}>
        <input name="title" aria-label="Title" defaultValue="Desk lamp" />{' '}
        <input name="price" aria-label="Price" defaultValue="12.50" /> <button type="submit">Add</button>
      </form>
      <table>
        <tbody>
          {products.items.map((product) => (
            <tr key={product.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${product.title}`}
                  checked={selected.includes(product.id)}
                  onChange={(event) =>
                    setSelected((ids) =>
                      event.target.checked ? [...ids, product.id] : ids.filter((id) => id !== product.id),
                    )
                  }
                />
              </td>
              <td>{product.title}</td>
              <td>{product.price}</td>
              <td>
                <button
                  onClick={() =>
                    void write('Half price', () =>
                      products.update({ ...product, price: (Number(product.price) / 2).toFixed(2) }),
                    )
                  }
                >
                  Half price
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        disabled={selected.length === 0}
        onClick={() => {
          // DELETE /api/products/64,63: one request for all of them.
          void write('Delete', () => products.remove(selected))
          setSelected([])
        }}
      >
        Delete selected
      </button>
      <p role="status">{status}</p>
      <p>{products.pagination.totalElements} products</p>
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
