'use client'
export { useInfiniteRestPageApi } from './useInfiniteRestPageApi.ts'
export { useSuspenseInfiniteRestPageApi } from './useSuspenseInfiniteRestPageApi.ts'
export type { RestPageFeed, RestPageFeedOnlyOptions, RestPageFeedOptions } from '../core/engine/RestPageFeed.ts'
