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
        {/* A log, not a list: the examples' own lists are what their plays count. */}
        <div role="log" aria-label="Request log">
          {requests.length === 0 ? (
            <p>none yet</p>
          ) : (
            requests.map((request) => (
              <p key={request.id}>
                <code>
                  {request.method} {request.url}
                </code>{' '}
                <span className="docs-status">{request.status ?? '…'}</span>
              </p>
            ))
          )}
        </div>
      </section>
    </div>
  )
}
