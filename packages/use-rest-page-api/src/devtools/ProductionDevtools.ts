import type { ReactNode } from 'react'
import type { RestPageApiDevtoolsProps } from './RestPageApiDevtools.tsx'

/**
 * `RestPageApiDevtools` in a production build: its children, and nothing else. It imports nothing, so a bundler that
 * picks it (the `production` export condition, or `process.env.NODE_ENV === 'production'`) has nothing more to keep.
 */
export function ProductionDevtools({ children }: RestPageApiDevtoolsProps): ReactNode {
  return children
}
