export { keysetPaging } from './keysetPaging.ts'
export type { KeysetOptions, KeysetPaging } from '../core/RestPageFeed.ts'
