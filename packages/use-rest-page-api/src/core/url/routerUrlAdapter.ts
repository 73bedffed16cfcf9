import type { UrlAdapter } from './UrlAdapter.ts'

/**
 * The part of a router's location the adapter reads: React Router's `Location` fits.
 *
 * @example
 * const location: RouterLocation = { pathname: '/list', search: '?page=1', hash: '#top', state: null }
 */
export interface RouterLocation {
  pathname: string
  search: string
  hash: string
  state?: unknown
}

/**
 * How the adapter asks a router to go somewhere: React Router's `navigate` fits.
 *
 * @example
 * const navigate: RouterNavigate = (to, { replace }) => myRouter.go(to.pathname + to.search + to.hash, { replace })
 */
export type RouterNavigate = (
  to: { pathname: string; search: string; hash: string },
  options: { replace: boolean; preventScrollReset: boolean; state: unknown },
) => unknown

/** How a router carries out a write (`routerUrlAdapter`'s last argument). */
export interface RouterAdapterOptions {
  /**
   * The router navigates later, the last navigation asked for winning (React Router): the list writes at once
   * (`UrlAdapter.deferred`), and a write made while another is still on its way pushes when that one did, since the
   * router carries out only the last. Default: `false`.
   */
  deferred?: boolean
  /**
   * The router's basename: the locations it tells through `update` without a `navigate` (a data router's own) carry
   * it, the rendered ones do not. Default: none.
   */
  basename?: string
}

/** The router locations without their basename, one object per location (the adapters tell locations apart by it). */
const stripped = new WeakMap<object, RouterLocation>()
/** A router location as the router renders it: without its basename (React Router's `stripBasename`). */
function withoutBasename(location: RouterLocation, basename: string): RouterLocation {
  if (!basename || basename === '/' || !location.pathname.toLowerCase().startsWith(basename.toLowerCase()))
    return location
  const end = basename.endsWith('/') ? basename.length - 1 : basename.length
  const after = location.pathname.charAt(end)
  if (after && after !== '/') return location
  let made = stripped.get(location)
  if (!made) stripped.set(location, (made = { ...location, pathname: location.pathname.slice(end) || '/' }))
  return made
}

/**
 * A `UrlAdapter` over a router's rendered location, told each committed location through `update`.
 *
 * @example
 * const adapter: RouterUrlAdapter = routerUrlAdapter(location, navigate)
 * useLayoutEffect(() => adapter.update(location, navigate), [adapter, location, navigate])
 */
export interface RouterUrlAdapter extends UrlAdapter {
  /**
   * Call after every commit with the location and `navigate` the router rendered (or with every location a router
   * goes through, `navigate` left out: those on another path than the rendered one are ignored, as the route is
   * being left), and how the router got there
   * (`'POP'` for back, forward and the first location; React Router's `useNavigationType()`). Notifies the
   * subscribers when the query string changed, unless it is one the list wrote and the router only caught up with.
   * A `'POP'` is never one of the list's writes, whatever its query string: it supersedes every write still on its
   * way.
   */
  update(location: RouterLocation, navigate?: RouterNavigate, type?: 'POP' | 'PUSH' | 'REPLACE'): void
}

/**
 * The framework-free half of `useReactRouterUrlAdapter` and of `useNextUrlAdapter` (through `nextUrlAdapter`): a
 * stable `UrlAdapter` over a router that renders its location some time after `navigate` is called. Until it does,
 * `read` returns what was last written, so two writes in one event build on each other instead of the second undoing
 * the first.
 *
 * @example
 * const adapter = routerUrlAdapter(location, navigate)
 * adapter.write('?page=1', 'push') // navigate({ pathname, search: '?page=1', hash }, { replace: false, ... })
 * adapter.read() // '?page=1', before the router re-renders
 * adapter.update(nextLocation, navigate) // after the router's commit: notifies on a foreign change only
 */
export function routerUrlAdapter(
  location: RouterLocation,
  navigate: RouterNavigate,
  /**
   * The writes still on their way, shared by every adapter of one router so each builds on the others', whether one
   * of them pushes, and the location the first of them was told of last (each is told of it in turn).
   */
  shared: { pending: string[]; pushing?: boolean; seen?: RouterLocation } = { pending: [] },
  { deferred = false, basename = '' }: RouterAdapterOptions = {},
): RouterUrlAdapter {
  const listeners = new Set<() => void>()
  const read = () => shared.pending.at(-1) ?? location.search
  return {
    read,
    deferred,
    path: () => location.pathname,
    write(search, mode) {
      if (!shared.pending.length) shared.pushing = false
      shared.pending.push(search)
      if (mode === 'push') shared.pushing = true
      const { pathname, hash, state } = location
      const replace = deferred ? !shared.pushing : mode === 'replace'
      navigate({ pathname, search, hash }, { replace, preventScrollReset: true, state })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update(next, nextNavigate, type) {
      if (nextNavigate) navigate = nextNavigate
      else {
        // A location the router tells carries its basename; the rendered ones do not.
        next = withoutBasename(next, basename)
        // Told, not rendered, on another path: the route being left (a data router tells its subscribers before React
        // unmounts the list), whose query the list must not load, and where the writes on their way will never
        // render. A component that stays mounted hears it rendered.
        if (next.pathname !== location.pathname) return void (shared.pending = [])
      }
      const before = read()
      location = next
      // The router rendered one of our writes (pushed or replaced, never popped): drop it and the older ones.
      // Anything else (back and forward, even to an address we wrote once; a link; its own navigate) supersedes
      // every write still pending. A push or replace once per location: the other adapters of the router hear of it
      // after the first, when the writes it rendered are gone and those left are still on their way.
      if (type === 'POP' || shared.seen !== next) {
        shared.seen = next
        const { pending } = shared
        const mine = type === 'POP' ? -1 : pending.indexOf(next.search)
        shared.pending = pending.slice(mine + 1 || pending.length)
      }
      if (type === 'POP' || read() !== before) listeners.forEach((listener) => listener())
    },
  }
}
