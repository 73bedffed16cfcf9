import type { ReactNode } from 'react'
import { useSentRequests } from './docsMock.ts'

/**
 * A live example beside the requests sent to the mock: readers see what the hook asks the server for as they click.
 * One log for the page (msw cannot tell which example sent a request), so a page with two examples shows both's.
 */
export function ExampleFrame({ children }: { children: ReactNode }) {
  const requests = useSentRequests()
  return (
    <div className="docs-example">
      <div className="docs-example-app">{children}</div>
      <section className="docs-example-requests" aria-label="Requests sent">
        <h4>Requests sent from this page</h4>
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
