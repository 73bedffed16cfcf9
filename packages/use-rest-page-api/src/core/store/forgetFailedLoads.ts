import type { StoreCore } from './createStoreCore.ts'

/**
 * Forgets the failures of first loads (a key with an error and no page, no load on its way): a list that asks for one
 * next loads it again instead of showing the error. What an error boundary's reset calls before it renders its
 * children again (`useRestPageErrorReset`). Returns how many it forgot.
 *
 * @example
 * forgetFailedLoads(core) // 1: the list under the boundary loads its first page again when it mounts
 */
export function forgetFailedLoads<TData>(core: StoreCore<TData>): number {
  let forgotten = 0
  for (const [key, e] of core.entries)
    if (e.state.error !== undefined && e.state.data === undefined && !e.load) {
      core.dispatch(key, e, { type: 'leave' })
      forgotten++
    }
  return forgotten
}
