/**
 * There is no `window`: the store serves a server render, a loader or a build script. Read on every call, so one
 * process can render as a server and then hydrate as a browser (the SSR tests do). There the store keeps no timer:
 * one would keep a request's store, and the process, alive until it fired (TanStack Query's `isServer` rule).
 *
 * @example
 * const gcTime = isServer() ? Infinity : (settings.gcTime ?? 300_000)
 */
export const isServer = (): boolean => typeof window == 'undefined'
