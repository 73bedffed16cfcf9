import { JSDOM } from 'jsdom'
import { act, type ReactNode } from 'react'
import { vi } from 'vitest'

/** What hydrating a server's HTML left: the errors React reported and logged, and the root to read. */
export interface Hydrated {
  /** React's recoverable errors (a hydration mismatch is one) and every `console.error`, until `unmount`. */
  errors: unknown[]
  root: HTMLElement
  /** Unmounts the app (its lists disconnect) and takes the window away again. */
  unmount(): void
}

/**
 * A browser at `address` that hydrates a server's `html` with `app`, in a test file that runs in node (the server)
 * and then in this jsdom window (the browser): the window's globals are stubbed until `unmount`. Waits for the
 * hydration render and its effects, not for loads (`settle` waits on what the page shows).
 *
 * @example
 * const { errors, root } = await hydrateInBrowser(renderToString(app), app, 'http://localhost:3000/products?page=2')
 */
export async function hydrateInBrowser(html: string, app: ReactNode, address: string): Promise<Hydrated> {
  const dom = new JSDOM(`<!doctype html><div id="root">${html}</div>`, { url: address })
  for (const name of ['window', 'document', 'navigator', 'Node', 'HTMLElement', 'Element', 'Event', 'PopStateEvent'])
    vi.stubGlobal(name, name === 'window' ? dom.window : dom.window[name as keyof typeof dom.window])
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  const { hydrateRoot } = await import('react-dom/client')
  const errors: unknown[] = []
  const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
  const root = dom.window.document.getElementById('root') as HTMLElement
  let reactRoot: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    reactRoot = hydrateRoot(root, app, { onRecoverableError: (error) => void errors.push(error) })
  })
  return {
    errors,
    root,
    unmount() {
      act(() => reactRoot?.unmount())
      logged.mockRestore()
      vi.unstubAllGlobals()
    },
  }
}
