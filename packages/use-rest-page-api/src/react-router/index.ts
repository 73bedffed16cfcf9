'use client'
export { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'
export { routerUrlAdapter } from '../core/url/routerUrlAdapter.ts'
export type { RouterUrlAdapter, RouterLocation, RouterNavigate } from '../core/url/routerUrlAdapter.ts'
