// Mounting for the speed benches on React's production build (what users ship). The production build has no `act()`
// (and Testing Library's `render` needs it), so a tree is rendered with `createRoot` inside `flushSync`, which
// renders, commits and runs the effects of a sync update before it returns, as `act()` does for a sync callback.
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'

/** Refuses to measure React's development build: the bench project sets `NODE_ENV=production` for these files. */
export function assertProductionReact(file: string) {
  // React's production build exports no `act`.
  if (typeof act === 'function')
    throw new Error(`[${file}] React's development build is loaded: run it in the bench project (NODE_ENV=production)`)
}

/**
 * Renders `ui` into a fresh container in the document, committed (effects run) when it returns.
 *
 * @example
 * const view = mountProduction(<List />)
 * view.unmount()
 */
export function mountProduction(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  flushSync(() => root.render(ui))
  return {
    container,
    unmount() {
      root.unmount()
      container.remove()
    },
  }
}
