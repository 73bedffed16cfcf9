import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { ProgressBar } from '../components/ProgressBar.tsx'
import { AppShell } from './AppShell.tsx'
import { HomeRedirect } from './HomeRedirect.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { PendingPage } from './PendingPage.tsx'
import { RouteError } from './RouteError.tsx'

type PageModule = Record<string, ComponentType | undefined>

// Other pages are found by file name, each its own chunk; a page not written yet shows PendingPage.
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

/** The list pages, each a lazy route module of `lists/`. */
const lists = {
  draft: { lazy: async () => ({ Component: (await import('../lists/DraftListPage.tsx')).DraftListPage }) },
  todo: { lazy: async () => ({ Component: (await import('../lists/TodoListPage.tsx')).TodoListPage }) },
  done: { lazy: async () => ({ Component: (await import('../lists/DoneListPage.tsx')).DoneListPage }) },
  search: { lazy: async () => ({ Component: (await import('../lists/SearchListPage.tsx')).SearchListPage }) },
  noFlow: { lazy: async () => ({ Component: (await import('../lists/NoFlowListPage.tsx')).NoFlowListPage }) },
} satisfies Record<string, Pick<RouteObject, 'lazy'>>

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
      { path: 'products', ...page('products', 'ProductsPage') },
      { path: 'publish', ...page('publish', 'PublishPage') },
      { path: 'sinoform/draftList/:formId', ...lists.draft },
      { path: 'sinoform/todoList/:formId', ...lists.todo },
      { path: 'sinoform/doneList/:formId', ...lists.done },
      { path: 'sinoform/searchList/:formId', ...lists.search },
      { path: 'sinoform/app/:appId/home', ...page('home', 'AppHomePage') },
      { path: 'sinoform/app/:appId/home/form/:formId', ...page('form', 'FormPage') },
      { path: 'sinoform/app/:appId/home/form/:formId/draft-list', ...lists.draft },
      { path: 'sinoform/app/:appId/home/form/:formId/todo-list', ...lists.todo },
      { path: 'sinoform/app/:appId/home/form/:formId/done-list', ...lists.done },
      { path: 'sinoform/app/:appId/home/form/:formId/search-list', ...lists.search },
      { path: 'sinoform/app/:appId/home/form/:formId/no-flow-list', ...lists.noFlow },
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
