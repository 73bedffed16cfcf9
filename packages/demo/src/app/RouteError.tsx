import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPanel } from '../components/ErrorPanel.tsx'
import { NotFoundPage } from '../shared/NotFoundPage.tsx'

/** A page that failed to load or render (a chunk that did not arrive, say): says so and offers a reload. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <ErrorPanel error={error} title="页面打开失败" onRetry={() => window.location.reload()} />
}
