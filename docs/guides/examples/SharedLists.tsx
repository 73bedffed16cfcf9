import { useEffect, useState } from 'react'
import {
  RestPageApiProvider,
  useRestPageApi,
  useRestPageApiStore,
  type RestPageDataSource,
  type StoreEntryInfo,
} from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

function Rows({ name, list }: { name: string; list: RestPageDataSource<Product> }) {
  const { pageNo, hasNext } = list.pagination
  return (
    <section aria-label={name}>
      <h4>
        {name}, page {pageNo + 1}
      </h4>
      <ol>
        {list.items.map((product) => (
          <li key={product.id}>
            {product.title}: {product.price}
          </li>
        ))}
      </ol>
      <button onClick={list.nextPage} disabled={!hasNext}>
        Next
      </button>
    </section>
  )
}

function Cheapest() {
  const list = useRestPageApi<Product>('/api/products', [], {
    pageSize: 3,
    defaultSort: { property: 'price', direction: 'asc' },
  })
  return <Rows name="Cheapest" list={list} />
}

function CheapestInASidebar() {
  // The same request: the options in another order, and a filter that is empty, so not sent. One entry, one load.
  const list = useRestPageApi<Product>('/api/products', [], {
    defaultSearchParams: { titleContains: '' },
    defaultSort: { property: 'price', direction: 'asc' },
    pageSize: 3,
  })
  return <Rows name="Cheapest, in a sidebar" list={list} />
}

function Dearest() {
  // Another sort: another request, so an entry of its own.
  const list = useRestPageApi<Product>('/api/products', [], {
    pageSize: 3,
    defaultSort: { property: 'price', direction: 'desc' },
  })
  return <Rows name="Dearest" list={list} />
}

/** The store's entries: each key, and how many lists show it. */
function StoreEntries() {
  const store = useRestPageApiStore()
  const [entries, setEntries] = useState<StoreEntryInfo[]>([])
  useEffect(() => store.subscribe(() => setEntries(store.inspect())), [store])
  return (
    <ul aria-label="Store">
      {entries.map((entry) => (
        <li key={entry.key}>
          <code>{entry.key}</code>: shown by {entry.observers}
        </li>
      ))}
    </ul>
  )
}

export function App() {
  return (
    <RestPageApiProvider>
      <Cheapest />
      <CheapestInASidebar />
      <Dearest />
      <StoreEntries />
    </RestPageApiProvider>
  )
}
