import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { ProgressBar } from '../components/ProgressBar.tsx'
import { LIST_KINDS, type ListKind } from '../features/form-lists/kinds.ts'
import { AppShell } from './AppShell.tsx'
import { HomeRedirect } from './HomeRedirect.tsx'
import { NotFoundPage } from '../shared/NotFoundPage.tsx'
import { RouteError } from './RouteError.tsx'

/**
 * A screen of `features/`, loaded when its route is first opened: each screen its own chunk, every route loaded the
 * same way.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) }
}

/** What a list page's route says of itself (its `handle`): which kind of list it shows. */
export interface ListRouteHandle {
  listKind: ListKind
}

/** A list page's route: one chunk for every kind, the kind fixed by the route (and named in its `handle`). */
const listScreen = (kind: ListKind) => ({
  ...screen(async () => {
    const { FormListPage } = await import('../features/form-lists/FormListPage.tsx')
    return () => <FormListPage kind={kind} />
  }),
  handle: { listKind: kind } satisfies ListRouteHandle,
})

/**
 * The list routes, made from the one table of list kinds: the release payload's short urls (spec B9,
 * `/sinoform/todoList/:formId`) and the app's (spec C, `…/home/form/:formId/todo-list`).
 */
const listRoutes: RouteObject[] = Object.values(LIST_KINDS).flatMap(({ kind, release, segment }) => [
  ...(release ? [{ path: `sinoform/${release}/:formId`, ...listScreen(kind) }] : []),
  { path: `sinoform/app/:appId/home/form/:formId/${segment}`, ...listScreen(kind) },
])

/**
 * Every route of the form app (issue 9): the release payload's list urls (spec B9), the publish tree's urls (spec C),
 * `/products`, `/publish`, and `/`, which opens the home of 国际合作. The routes compose the screens of `features/`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <ProgressBar label="正在加载" className="route-progress" />,
    children: [
      { index: true, Component: HomeRedirect },
      { path: 'products', ...screen(async () => (await import('../features/products/ProductsPage.tsx')).ProductsPage) },
      { path: 'publish', ...screen(async () => (await import('../features/publish/PublishPage.tsx')).PublishPage) },
      ...listRoutes,
      {
        path: 'sinoform/app/:appId/home',
        ...screen(async () => (await import('../features/apps/AppHomePage.tsx')).AppHomePage),
      },
      {
        path: 'sinoform/app/:appId/home/form/:formId',
        ...screen(async () => (await import('../features/apps/FormPage.tsx')).FormPage),
      },
      {
        path: 'sinoform/app/:appId/home/group/:groupId',
        ...screen(async () => (await import('../features/apps/GroupPage.tsx')).GroupPage),
      },
      {
        path: 'sinoform/app/:appId/home/dashboard/:dashboardId',
        ...screen(async () => (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]

/** The app's router (browser history). */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
