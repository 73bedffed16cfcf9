import type { Decorator } from '@storybook/react-vite'
import type { MockDb } from 'form-mock-server'
import { useEffect, useState, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { createAuthorizedFetch } from '../../packages/demo/src/shared/api/authorizedFetch.ts'
import { AppProviders } from '../../packages/demo/src/app/AppProviders.tsx'
import { routes } from '../../packages/demo/src/app/routes.tsx'
import { createSessionStore } from '../../packages/demo/src/shared/session/sessionStore.ts'
import { startSession } from '../../packages/demo/src/shared/session/startSession.ts'
import { storyMock } from './storyMock.ts'

/** `parameters.page` of a page story: where the page sits in the app and which address the story opens. */
export interface PageParameters {
  /** The route pattern of the page, as in the app's router (`sinoform/draftList/:formId`). */
  route: string
  /** The address the story opens, or a function of the story's mock database (to find a form's id by name). */
  url: string | ((db: MockDb) => string)
}

/**
 * Renders a page story as the app renders the page: the app's providers (session, 401 sign-in, the app's fetch, a
 * fresh list cache), signed in as the first user the mock offers, inside the app's shell, in a memory data router at
 * the story's address. The story's own element replaces the app's lazy route for `route`; every other route of the
 * app stays, so links work. Stories without `parameters.page` render as they are.
 */
export const withPage: Decorator = (Story, context) => {
  const page = context.parameters.page as PageParameters | undefined
  if (!page) return <Story />
  return <PageHarness page={page} story={<Story />} />
}

function PageHarness({ page, story }: { page: PageParameters; story: ReactNode }) {
  const [app] = useState(() => {
    const store = createSessionStore(null)
    const fetch = createAuthorizedFetch({ store })
    const url = typeof page.url === 'function' ? page.url(storyMock().db) : page.url
    const router = createMemoryRouter(withStoryRoute(page.route, story), { initialEntries: [url] })
    return { store, fetch, router }
  })
  useEffect(() => {
    void startSession(app.store, app.fetch, { mock: true })
  }, [app])
  useEffect(() => () => app.router.dispose(), [app])
  return (
    <AppProviders store={app.store} fetch={app.fetch}>
      <RouterProvider router={app.router} />
    </AppProviders>
  )
}

/** The app's routes with the story's element at `route`. */
function withStoryRoute(route: string, element: ReactNode): RouteObject[] {
  const [shell, ...rest] = routes
  if (!shell || shell.index)
    throw new Error('[stories] the app has no shell route: see packages/demo/src/app/routes.tsx')
  const children = (shell.children ?? []).filter((child) => child.path !== route)
  return [{ ...shell, index: false, children: [{ path: route, element }, ...children] }, ...rest]
}
