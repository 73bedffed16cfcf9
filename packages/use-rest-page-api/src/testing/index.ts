'use client'
// use-rest-page-api/testing: what a test of an app's lists needs, with no test library in the package (msw, Vitest
// and Testing Library are the app's): a quiet provider with a fresh store, the promise of a settled store, and an
// in-memory Spring Boot collection answering plain `Request`s, which an msw handler returns as they are.
export { createTestProvider, testSettings } from './createTestProvider.tsx'
export type { SettledOptions, TestProvider } from './createTestProvider.tsx'
export { createSpringCollection } from './createSpringCollection.ts'
export type { ReceivedRequest, SpringCollection, SpringCollectionOptions } from './createSpringCollection.ts'
export { springPage, springPagedModel } from './springPage.ts'
export type { SpringPageJson, SpringPagedModelJson, SpringPageOptions, SpringSortJson } from './springPage.ts'
export { springPageable } from './springPageable.ts'
export type { SpringOrder, SpringPageable } from './springPageable.ts'
export { springError, springProblemDetail } from './springError.ts'
export type { SpringErrorOptions, SpringProblemDetailOptions } from './springError.ts'
