import { useState } from 'react'
import type { SortInfo } from 'use-rest-page-api'
import type { Product } from './productList.ts'

export interface ProductTableProps {
  products: readonly Product[]
  sorts: readonly SortInfo[]
  /** The rows belong to the page before (the next one is loading): shown dimmed. */
  stale: boolean
  onSortByPrice: (direction: 'asc' | 'desc') => void
  /** Deletes the product; a rejection is shown on its row. */
  onDelete: (product: Product) => Promise<unknown>
}

/** The products as a table: the price column sorts, each row deletes. */
export function ProductTable({ products, sorts, stale, onSortByPrice, onDelete }: ProductTableProps) {
  const priceSort = sorts.find((sort) => sort.property === 'price')?.direction
  return (
    <table className="products" aria-busy={stale}>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className="num" aria-sort={priceSort === 'asc' ? 'ascending' : 'descending'}>
            <button type="button" onClick={() => onSortByPrice(priceSort === 'asc' ? 'desc' : 'asc')}>
              Price {priceSort === 'asc' ? '↑' : '↓'}
            </button>
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td>{product.title}</td>
            <td className="num">{product.price}</td>
            <td className="actions">
              <DeleteButton product={product} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function DeleteButton({ product, onDelete }: { product: Product; onDelete: ProductTableProps['onDelete'] }) {
  const [state, setState] = useState<'idle' | 'deleting' | 'failed'>('idle')
  const remove = () => {
    setState('deleting')
    onDelete(product).then(
      () => setState('idle'),
      () => setState('failed'),
    )
  }
  return (
    <>
      {state === 'failed' && <span role="alert">Not deleted</span>}
      <button type="button" className="quiet" onClick={remove} disabled={state === 'deleting'}>
        Delete <span className="visually-hidden">{product.title}</span>
      </button>
    </>
  )
}
