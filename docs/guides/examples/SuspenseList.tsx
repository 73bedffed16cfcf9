import { Component, Suspense, type ReactNode } from 'react'
import { RestPageApiProvider, useRestPageErrorReset, useSuspenseRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

function Products() {
  // Suspends until page 0 is there: no loading state to write. A move keeps the rows on screen while it loads.
  const products = useSuspenseRestPageApi<Product>('/api/products', [], { pageSize: 5 })
  return (
    <section aria-busy={products.isFetching}>
      <ol style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
        {products.items.map((product) => (
          <li key={product.id}>
            {product.title}, {product.price}
          </li>
        ))}
      </ol>
      <p>
        Page {products.pagination.pageNo + 1} of {products.pagination.totalPages}
      </p>
      <button onClick={() => void products.prevPage()} disabled={products.pagination.pageNo === 0}>
        Previous
      </button>{' '}
      <button onClick={() => void products.nextPage()}>Next</button>
      {products.error && <p role="alert">The reload failed; the rows shown are older.</p>}
    </section>
  )
}

/** An error boundary as react-error-boundary writes one: its reset renders the list again, which loads once more. */
class ErrorBoundary extends Component<{ onReset: () => void; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert">
        <p>The products could not be loaded.</p>
        <button
          onClick={() => {
            this.props.onReset()
            this.setState({ error: null })
          }}
        >
          Try again
        </button>
      </div>
    )
  }
}

function Page() {
  const reset = useRestPageErrorReset()
  return (
    <ErrorBoundary onReset={reset}>
      <Suspense fallback={<p role="status">Loading products…</p>}>
        <Products />
      </Suspense>
    </ErrorBoundary>
  )
}

export function App() {
  return (
    <RestPageApiProvider>
      <Page />
    </RestPageApiProvider>
  )
}
