'use client'
import Link from 'next/link'
import { RestError } from 'use-rest-page-api'

/**
 * What the streamed page shows when its first page failed (the server's load, handed over as a failure, or the
 * browser's): the list threw it to this boundary. A session the API refused signs in again; else the list loads once
 * more when the boundary renders it again.
 */
export default function StreamedProductsError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <main>
      <h1>Products, streamed</h1>
      <p role="alert">The products could not be loaded.</p>
      {error instanceof RestError && error.kind === 'unauthorized' ? (
        <Link href="/sign-in">Sign in again</Link>
      ) : (
        <button type="button" onClick={reset}>
          Try again
        </button>
      )}
    </main>
  )
}
