import { baseOfListUrl } from '../http/recordUrl.ts'
import type { ListPageRequest } from '../store/storeTypes.ts'

/**
 * The store key of a single resource: its request line, `GET <url>` with the url as given. A list key is JSON text
 * starting `["`, so the two never meet; `hydrate` and the store's constructor take list keys only, and `dehydrate` and
 * `inspect` report list pages only, so a resource is never handed over nor shown as a list page.
 *
 * @example
 * resourceKey('/api/forms/7') // 'GET /api/forms/7'
 */
export const resourceKey = (url: string): string => `GET ${url}`

/**
 * The collections whose `invalidate(collection)` reaches a resource: its url without the query string, and every
 * parent path of it down to the first segment (the origin's root excluded). So a resource is under a collection when
 * its path is the collection or starts with the collection and a `/`: `/api/forms/7` is under `/api/forms/7`,
 * `/api/forms` and `/api`, never under `/api/form`. A list's record write reaches its collection's resources this
 * way (a list of `/api/forms` updating record 7 makes `/api/forms/7` stale), with no hand-written invalidation.
 *
 * @example
 * collectionsOf('/api/forms/7?view=full') // ['/api/forms/7', '/api/forms', '/api']
 */
export function collectionsOf(url: string): string[] {
  const path = baseOfListUrl(url)
  const scheme = path.indexOf('://')
  // An absolute url's parents stop at its origin (`https://host`): the origin alone names no collection.
  const root = scheme < 0 ? 0 : path.indexOf('/', scheme + 3)
  const out = [path]
  if (root < 0) return out
  for (let at = path.lastIndexOf('/'); at > root; at = path.lastIndexOf('/', at - 1)) out.push(path.slice(0, at))
  return out
}

/**
 * A resource as `invalidate`'s predicate sees it: its url (with its query string) as the request's, and no page, size,
 * sort or filter.
 *
 * @example
 * resourceRequest('/api/forms/7') // { url: '/api/forms/7', page: 0, size: 0, sorts: [], filters: {} }
 */
export const resourceRequest = (url: string): ListPageRequest => ({ url, page: 0, size: 0, sorts: [], filters: {} })
