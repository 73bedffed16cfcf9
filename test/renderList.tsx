import { renderHook, type RenderHookOptions } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import {
  RestPageApiProvider,
  type RestPageApiProviderProps,
} from '../packages/use-rest-page-api/src/react/RestPageApiProvider.tsx'

/** Renders a hook inside a provider with a fresh SWR cache, so no test sees another's data. */
export function renderWithApi<TResult, TProps>(
  hook: (props: TProps) => TResult,
  options: { strict?: boolean; provider?: Omit<RestPageApiProviderProps, 'children' | 'cache'> } & Omit<
    RenderHookOptions<TProps>,
    'wrapper'
  > = {},
) {
  const { strict, provider, ...rest } = options
  const cache = new Map()
  const wrapper = ({ children }: { children: ReactNode }) => {
    const inner = (
      <RestPageApiProvider {...provider} cache={cache}>
        {children}
      </RestPageApiProvider>
    )
    return strict ? <StrictMode>{inner}</StrictMode> : inner
  }
  return { ...renderHook(hook, { ...rest, wrapper }), cache }
}
