// `use-rest-page-api/devtools` under the `production` export condition, which Vite, webpack and Next.js apply to a
// production build: the same exports as index.ts (its declarations describe both), with a `RestPageApiDevtools` that
// renders its children. Nothing here needs React's client runtime, so no 'use client': a server component renders it.
export { ProductionDevtools as RestPageApiDevtools } from './ProductionDevtools.ts'
export type { RestPageApiDevtoolsProps } from './RestPageApiDevtools.tsx'
export { createRequestLog, MAX_LOGGED_REQUESTS } from './createRequestLog.ts'
export type { LoggedRequest, RequestLog } from './createRequestLog.ts'
