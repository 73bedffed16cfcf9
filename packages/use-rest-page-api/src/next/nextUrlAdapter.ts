import { routerUrlAdapter, type RouterLocation, type RouterNavigate } from '../core/url/routerUrlAdapter.ts'
import type { UrlAdapter } from '../core/url/UrlAdapter.ts'

/**
 * The writes of one Next.js app router not rendered yet, shared by the adapters of its lists so each builds on the
 * others': the query strings written, the pathname they were written on (none before the first write), the address
 * last rendered (each adapter is told of it in turn) and how many adapters are mounted.
 *
 * @example
 * const writes: NextRouterWrites = { pending: [], mounted: 0 }
 */
export interface NextRouterWrites {
  pending: string[]
  pathname?: string | undefined
  seen?: RouterLocation
  mounted: number
}

/**
 * A `UrlAdapter` over what a Next.js app router renders, told each commit through `rendered`.
 *
 * @example
 * const adapter: NextUrlAdapter = nextUrlAdapter('/products', '?page=1', navigate, writes)
 */
export interface NextUrlAdapter extends UrlAdapter {
  /**
   * Call after every commit with the pathname (`usePathname()`) and query string (`useSearchParams()`) Next rendered,
   * and the function that writes. Notifies the subscribers when the query string changed, unless it is one the lists
   * wrote and Next only caught up with. A new pathname is a navigation: it supersedes every write still on its way.
   */
  rendered(pathname: string, search: string, navigate: RouterNavigate): void
  /**
   * Call on `popstate` with the query string Back or Forward moved to (`location.search`), before Next renders it:
   * it supersedes every write still on its way, even when Next ends up rendering nothing new.
   */
  popped(search: string): void
  /** Call when the list mounts; returns the function to call when it unmounts. */
  mount(): () => void
}

/**
 * The framework-free half of `useNextUrlAdapter`: `routerUrlAdapter`'s bookkeeping (a write is read back at once,
 * until Next renders it) over one router's `writes`, which last only as long as they can still render. Writes made on
 * another pathname never will (a `<Link>` left the page before Next rendered them), nor any once no list is mounted.
 *
 * Creating one writes nothing: it is created while rendering, and React may throw that render away (a transition that
 * suspended, StrictMode's second call) while the page on screen still waits for its writes. A list created on another
 * pathname reads past them, and `rendered` forgets them once Next commits that pathname.
 *
 * @example
 * const adapter = nextUrlAdapter('/products', '', navigate, writes)
 * adapter.write('?page=1', 'push') // navigate({ pathname: '/products', search: '?page=1', hash: '' }, ...)
 * adapter.read() // '?page=1', before Next renders it
 * adapter.rendered('/products', '?page=1', navigate) // Next caught up: nothing to tell the list
 */
export function nextUrlAdapter(
  pathname: string,
  search: string,
  navigate: RouterNavigate,
  writes: NextRouterWrites,
): NextUrlAdapter {
  const router = routerUrlAdapter({ pathname, search, hash: '' }, navigate, writes)
  return {
    ...router,
    // Writes made on another pathname never render here: a list created on the page a <Link> went to reads past them.
    read: () => (writes.pathname === pathname ? router.read() : search),
    write(next, mode) {
      writes.pathname = pathname
      router.write(next, mode)
    },
    rendered(path, next, nextNavigate) {
      // Another page under the same list (a list in a layout): a navigation, as Back and Forward are.
      const moved = pathname !== path
      // Next committed a page the writes were not made on: they will never render.
      if (writes.pathname !== path) writes.pending = []
      pathname = path
      search = next
      // One location object per address, so only the first adapter told of it drops the writes it rendered.
      const { seen } = writes
      const location = seen?.pathname === path && seen.search === next ? seen : { pathname: path, search, hash: '' }
      router.update(location, nextNavigate, moved ? 'POP' : undefined)
    },
    popped(next) {
      router.update({ pathname, search: (search = next), hash: '' }, undefined, 'POP')
    },
    mount() {
      writes.mounted++
      return () => {
        if (--writes.mounted === 0) writes.pending = []
      }
    },
  }
}
