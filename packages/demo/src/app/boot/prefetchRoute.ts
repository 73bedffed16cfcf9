import type { RestPageApiSettings, RestPageStore } from 'use-rest-page-api'
import type { createBrowserRouter } from 'react-router'
import { prefetchFormList } from '../../features/form-lists/prefetchFormList.ts'
import type { ListRouteHandle } from '../routes.tsx'

/**
 * Once the session is open and before the first render: when the router's address is a form's list, asks for the
 * page its table opens on (`prefetchFormList`), so the list's request is the first the server answers instead of the
 * last of the page's ten. What a route's loader would do, but a loader would run before the session exists. Resolves
 * once that load settled, at once when there is none.
 *
 * @example
 * prefetchRoute(router, lists, { fetch: appFetch })
 */
export function prefetchRoute(
  router: ReturnType<typeof createBrowserRouter>,
  lists: RestPageStore,
  settings: RestPageApiSettings,
): Promise<unknown> {
  const match = router.state.matches.at(-1)
  const kind = (match?.route.handle as ListRouteHandle | undefined)?.listKind
  const formId = match?.params.formId
  return kind && formId
    ? prefetchFormList(lists, kind, formId, router.state.location.search, settings)
    : Promise.resolve()
}
