import { renderHook, waitFor, type RenderHookOptions } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { expect } from 'vitest'
import type { RestPageApiOptions } from '../packages/use-rest-page-api/src/core/engine/RestPageApiOptions.ts'
import { useRestPageApi } from '../packages/use-rest-page-api/src/react/useRestPageApi.ts'
import { StrictMode, type ReactNode } from 'react'
import { createRestPageStore } from '../packages/use-rest-page-api/src/core/store/createRestPageStore.ts'
import {
  RestPageApiProvider,
  type RestPageApiProviderProps,
} from '../packages/use-rest-page-api/src/react/RestPageApiProvider.tsx'

/** How `renderWithApi` renders: StrictMode, the provider's settings, and what wraps the hook inside the provider. */
export interface ApiRenderOptions {
  strict?: boolean
  provider?: Omit<RestPageApiProviderProps, 'children' | 'store'>
  /** Wraps the hook's component inside the provider: a router, an `<Activity>`, the devtools. Default: nothing. */
  inside?: (children: ReactNode) => ReactNode
}

/** Renders a hook inside a provider with a fresh store, so no test sees another's data. */
export function renderWithApi<TResult, TProps>(
  hook: (props: TProps) => TResult,
  options: ApiRenderOptions & Omit<RenderHookOptions<TProps>, 'wrapper'> = {},
) {
  const { strict, provider, inside = (children: ReactNode) => children, ...rest } = options
  const store = createRestPageStore()
  const wrapper = ({ children }: { children: ReactNode }) => {
    const inner = (
      <RestPageApiProvider {...provider} store={store}>
        {inside(children)}
      </RestPageApiProvider>
    )
    return strict ? <StrictMode>{inner}</StrictMode> : inner
  }
  return { ...renderHook(hook, { ...rest, wrapper }), store }
}

/**
 * Mounts `useRestPageApi` on a list url (the mock's products by default) in a fresh provider, and waits until its
 * first page is on screen with no load in flight.
 */
export async function mountList<TItem = Product>(
  options: RestPageApiOptions<TItem, unknown> = {},
  url = '/api/products',
  render: ApiRenderOptions = {},
) {
  const rendered = renderWithApi(() => useRestPageApi<TItem, unknown>(url, [], options), render)
  await waitFor(() => expect(rendered.result.current.items.length).toBeGreaterThan(0))
  await waitFor(() => expect(rendered.result.current.isFetching).toBe(false))
  return rendered
}
