import type { ReactNode } from 'react'
import { useSentRequests } from './docsMock.ts'

/**
 * A live example beside the requests it sent to the mock: readers see what the hook asks the server for as they
 * click. The panel is a labelled region, so a `play` function can read it too.
 */
export function ExampleFrame({ children }: { children: ReactNode }) {
  const requests = useSentRequests()
  return (
    <div className="docs-example">
      <div className="docs-example-app">{children}</div>
      <section className="docs-example-requests" aria-label="Requests sent">
        <h4>Requests sent</h4>
        {requests.length === 0 ? (
          <p>none yet</p>
        ) : (
          <ol>
            {requests.map((request) => (
              <li key={request.id}>
                <code>
                  {request.method} {request.url}
                </code>{' '}
                <span className="docs-status">{request.status ?? '…'}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
