import { Suspense, useMemo, useState, type ComponentType } from 'react'
import type { RestPageApiSettings } from '../core/engine/RestPageApiOptions.ts'
import { RestPageApiProvider, useHttpSettings, useRestPageApiStore } from '../react/RestPageApiProvider.tsx'
import { createRequestLog } from './createRequestLog.ts'
import type { DevtoolsPanelProps } from './DevtoolsPanel.tsx'
import type { RestPageApiDevtoolsProps } from './RestPageApiDevtools.tsx'

/**
 * The devtools of a development build (`RestPageApiDevtools` outside production), around the given panel (lazily
 * loaded): the lists below get a fetch that logs their requests (the provider's own fetch underneath) on the same
 * store, and the panel renders beside them. The panel comes from the caller, so this module holds no `import()`: an
 * unused `import()` is still a chunk in esbuild's output, whatever drops the code around it.
 */
export function developmentDevtools(Panel: ComponentType<DevtoolsPanelProps>) {
  return function DevelopmentDevtools({ children, initialIsOpen = false, enabled = true }: RestPageApiDevtoolsProps) {
    const settings = useHttpSettings()
    const store = useRestPageApiStore()
    const [log] = useState(() => createRequestLog())
    const inner = settings.fetch
    const fetch = useMemo(() => log.wrap((input, init) => (inner ?? globalThis.fetch)(input, init)), [log, inner])
    if (!enabled) return <>{children}</>
    const logged = { ...settings, fetch } as RestPageApiSettings
    return (
      <RestPageApiProvider {...logged} store={store}>
        {children}
        <Suspense fallback={null}>
          <Panel log={log} store={store} initialIsOpen={initialIsOpen} />
        </Suspense>
      </RestPageApiProvider>
    )
  }
}
