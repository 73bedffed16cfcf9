// Persisted pages (`createRestPageStore({ persist })`): the IndexedDB storage, and the types of the option. Not a
// client module: a store is made outside React, and on a server this storage holds nothing.
export { indexedDbStorage } from './indexedDbStorage.ts'
export type { IndexedDbStorageOptions } from './indexedDbStorage.ts'
export type { PersistOptions } from '../core/persist/PersistOptions.ts'
export type { RestPageStorage } from '../core/persist/RestPageStorage.ts'
