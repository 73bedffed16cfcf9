import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { ProgressBar } from '../components/ProgressBar.tsx'
import { LIST_KINDS, type ListKind } from '../features/form-lists/kinds.ts'
import { AppShell } from './AppShell.tsx'
import { HomeRedirect } from './HomeRedirect.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { PendingPage } from './PendingPage.tsx'
import { RouteError } from './RouteError.tsx'

type PageModule = Record<string, ComponentType | undefined>

// The app's pages are found by file name, each its own chunk; a page not written yet shows PendingPage.
const pageModules = import.meta.glob<PageModule>('../pages/*/*Page.tsx')

/** A lazy route for `pages/<folder>/<name>.tsx` exporting the component `<name>`. */
function page(folder: string, name: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const load = pageModules[`../pages/${folder}/${name}.tsx`]
      const Component = load ? (await load())[name] : undefined
      return { Component: Component ?? PendingPage }
    },
  }
}

/** The pages of `features/`: each its own chunk. */
const products: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('../features/products/ProductsPage.tsx')).ProductsPage }),
}
const publish: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('../features/publish/PublishPage.tsx')).PublishPage }),
}

/** A list page's route: one lazy chunk for every kind, the kind fixed by the route. */
function listRoute(kind: ListKind): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { FormListPage } = await import('../features/form-lists/FormListPage.tsx')
      return { Component: () => <FormListPage kind={kind} /> }
    },
  }
}

/**
 * The list routes, made from the one table of list kinds: the release payload's short urls (spec B9,
 * `/sinoform/todoList/:formId`) and the app's (spec C, `…/home/form/:formId/todo-list`).
 */
const listRoutes: RouteObject[] = Object.values(LIST_KINDS).flatMap(({ kind, release, segment }) => [
  ...(release ? [{ path: `sinoform/${release}/:formId`, ...listRoute(kind) }] : []),
  { path: `sinoform/app/:appId/home/form/:formId/${segment}`, ...listRoute(kind) },
])

/**
 * Every route of the form app (issue 9): the release payload's list urls (spec B9), the publish tree's urls (spec C),
 * `/products`, `/publish`, and `/`, which opens the home of 国际合作.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <ProgressBar label="正在加载" className="route-progress" />,
    children: [
      { index: true, Component: HomeRedirect },
      { path: 'products', ...products },
      { path: 'publish', ...publish },
      ...listRoutes,
      { path: 'sinoform/app/:appId/home', ...page('home', 'AppHomePage') },
      { path: 'sinoform/app/:appId/home/form/:formId', ...page('form', 'FormPage') },
      { path: 'sinoform/app/:appId/home/group/:groupId', ...page('group', 'GroupPage') },
      { path: 'sinoform/app/:appId/home/dashboard/:dashboardId', ...page('dashboard', 'DashboardPage') },
      { path: '*', Component: NotFoundPage },
    ],
  },
]

/** The app's router (browser history). */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
