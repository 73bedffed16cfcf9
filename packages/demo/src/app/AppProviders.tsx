import { Fragment, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createRestPageStore, RestPageApiProvider, type RestPageStore } from 'use-rest-page-api'
import { RestPageApiDevtools } from 'use-rest-page-api/devtools'
import { ApiContext } from '../shared/api/ApiContext.tsx'
import { SignInDialog } from '../features/session/SignInDialog.tsx'
import type { SessionStore } from '../shared/session/sessionStore.ts'
import { createSyncNotices, SyncNoticesContext } from '../shared/sync/syncNotices.ts'

export interface AppProvidersProps {
  store: SessionStore
  /** The app's fetch (`createAuthorizedFetch` over `store`). */
  fetch: typeof fetch
  /** Time-out of every list and record request, in ms. Default: the hook's (30 000). */
  timeoutMs?: number | undefined
  /** The lists' store, holding what was asked for before the first render (`prefetchRoute`). Default: a new one. */
  lists?: RestPageStore | undefined
  children?: ReactNode
}

/**
 * The data layer of the app: the session, the app's fetch for `useApi`, and one `RestPageApiProvider` whose fetch
 * adds `Authorization` and turns a 401 into the sign-in and a resumed request. One store holds the lists' pages and
 * the single resources (`useRestResource`); it is emptied (`clear()`) the moment the user signs out or another signs
 * in, before anything renders under the new identity, and the screens are made again for the new user (the key), so
 * switching users never shows the previous user's rows or resources, not even for a moment. The notices of actions
 * sent after they were made (`SyncNoticesContext`) go with the user too.
 */
export function AppProviders({ store, fetch, timeoutMs, lists: given, children }: AppProvidersProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const api = useMemo(() => ({ store, fetch }), [store, fetch])
  const [lists] = useState(() => given ?? createRestPageStore())
  // What became of the actions that waited to be sent (a to-do someone else handled meanwhile): the session's own.
  const [notices] = useState(createSyncNotices)
  useEffect(() => {
    let user = store.getSnapshot().session?.user.id
    // In the session store's own notification, before React renders the change.
    return store.subscribe(() => {
      const next = store.getSnapshot().session?.user.id
      if (next === user) return
      user = next
      lists.clear()
      notices.clear()
    })
  }, [store, lists, notices])
  return (
    <ApiContext.Provider value={api}>
      <SyncNoticesContext.Provider value={notices}>
        <RestPageApiProvider store={lists} fetch={fetch} {...(timeoutMs !== undefined && { timeoutMs })}>
          {/* The lists' devtools under `vite dev` only: never in a build, a test or a story of a page. */}
          <RestPageApiDevtools enabled={import.meta.env.MODE === 'development'}>
            {/* One signed-in user's screens, made again when the user changes. */}
            {state.session && <Fragment key={state.session.user.id}>{children}</Fragment>}
          </RestPageApiDevtools>
          {/* Under the provider: who may sign in is read with the app's fetch (its base) into the same store. */}
          {state.signInRequired && <SignInDialog />}
        </RestPageApiProvider>
      </SyncNoticesContext.Provider>
    </ApiContext.Provider>
  )
}
