import { prefetchList, type RestPageApiSettings, type RestPageStore } from 'use-rest-page-api'
import { LIST_KINDS, type ListKind } from './kinds.ts'
import { formList, PHONE_QUERY } from './listOptions.ts'

/**
 * Asks for the page a form's list table opens on at the address `search` (`?page=2&btContains=…`), into the lists'
 * store, before the page renders: the list's request leaves first, ahead of the page's other requests (the tab
 * counts, the users, the departments) and of its first render, and the table finds its rows in the store (one
 * request: the same key as `FormTable`'s, both lists of `formList`). `settings` are the provider's (its `fetch`). On a
 * phone a to-do or query list is a feed, which asks by cursor: nothing is asked for. Resolves once the load settled
 * (a failure too: the table shows it and tries again, as if it had asked itself).
 *
 * @example
 * prefetchFormList(lists, 'todo', formId, location.search, { fetch: appFetch })
 */
export function prefetchFormList(
  store: RestPageStore,
  kind: ListKind,
  formId: string,
  search: string,
  settings: RestPageApiSettings,
): Promise<unknown> {
  const info = LIST_KINDS[kind]
  if (info.feedOnPhone && typeof matchMedia == 'function' && matchMedia(PHONE_QUERY).matches) return Promise.resolve()
  return prefetchList(store, formList(info, formId), { ...settings, serverUrl: search })
}
