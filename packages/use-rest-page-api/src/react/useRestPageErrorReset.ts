import { useCallback } from 'react'
import { forgetFailedLoads } from '../core/store/forgetFailedLoads.ts'
import { usePageStore } from './RestPageApiProvider.tsx'

/**
 * The reset of an error boundary around suspense lists (TanStack Query's `QueryErrorResetBoundary`'s `reset`): forgets
 * the failed first loads of the provider's store, so the lists the boundary renders again load once more. A remount
 * alone does that too, after the boundary showed the error; call this where the boundary resets in the same task as
 * the failure, or to retry lists the boundary does not render again itself. Returns a stable function.
 *
 * @example
 * const reset = useRestPageErrorReset()
 * <ErrorBoundary onReset={reset} fallbackRender={({ resetErrorBoundary }) => <button onClick={resetErrorBoundary}>重试</button>}>
 *   <Suspense fallback={<Spinner />}><Products /></Suspense>
 * </ErrorBoundary>
 */
export function useRestPageErrorReset(): () => void {
  const store = usePageStore()
  return useCallback(() => void forgetFailedLoads(store), [store])
}
