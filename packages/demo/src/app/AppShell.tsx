import { useEffect, useRef } from 'react'
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router'
import { ReactRouterUrlAdapterProvider } from 'use-rest-page-api/react-router'
import { ProgressBar } from '../components/ProgressBar.tsx'
import { appHomePath } from '../shared/paths.ts'
import { UserSwitcher } from '../features/session/UserSwitcher.tsx'
import { DEFAULT_APP_NAME, useDefaultApp } from '../shared/useDefaultApp.ts'
import { SyncBar } from '../shared/sync/SyncBar.tsx'

/**
 * The frame of every page: the header with the app's name, navigation and the user switcher; the connection's line
 * (offline, actions waiting to be sent); then the page. Its stylesheet, `AppShell.css`, is the entry's (`main.tsx`),
 * not imported here: index.html shows the header before any script has run, and a stylesheet imported here would
 * come with this module's chunk, after that first paint.
 */
export function AppShell() {
  const navigation = useNavigation()
  const { app } = useDefaultApp()
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  const shown = useRef(pathname)
  // Moving to another page puts focus at the start of its content, as a page load would (screen readers announce
  // the new page); a change of the query string alone (paging, sorting) leaves focus where it is.
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    main.current?.focus({ preventScroll: true })
  }, [pathname])
  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      {navigation.state === 'loading' && <ProgressBar label="正在打开页面" className="route-progress" />}
      <header className="app-header">
        <Link to={app ? appHomePath(app.id) : '/'} className="app-brand">
          <span className="app-brand-mark" aria-hidden="true">
            表
          </span>
          <span>{app?.name ?? DEFAULT_APP_NAME}</span>
          <span className="visually-hidden">首页</span>
        </Link>
        <nav className="app-nav" aria-label="主导航">
          {app && (
            <NavLink to={appHomePath(app.id)} end={false}>
              应用首页
            </NavLink>
          )}
          <NavLink to="/products">产品</NavLink>
          <NavLink to="/publish">发布</NavLink>
        </nav>
        <UserSwitcher />
      </header>
      {/* Offline, 待同步 n 项, and what became of the actions sent later: on every page, under the header. */}
      <SyncBar />
      <main ref={main} id="main" className="app-main" tabIndex={-1}>
        {/* The lists' address bar, React Router, installed once inside the router (nuqs's adapter): every synced list
            (`syncToUrl` with no adapter of its own) reads and writes the address through this one adapter, so writes
            made in one event by lists of different components build on each other. */}
        <ReactRouterUrlAdapterProvider>
          <Outlet />
        </ReactRouterUrlAdapterProvider>
      </main>
    </>
  )
}
