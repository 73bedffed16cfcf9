export { keysetPaging } from './keysetPaging.ts'
export type { KeysetOptions, KeysetPaging } from '../core/engine/RestPageFeed.ts'
