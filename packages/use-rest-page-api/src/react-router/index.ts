'use client'
export { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'
export { routerUrlAdapter } from './routerUrlAdapter.ts'
export type { RouterUrlAdapter, RouterLocation, RouterNavigate } from './routerUrlAdapter.ts'
