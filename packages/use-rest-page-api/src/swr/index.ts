'use client'
export { useSWRRestPageStore } from './useSWRRestPageStore.ts'
