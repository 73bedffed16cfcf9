import type { ListPageRequest } from '../store/storeTypes.ts'

/**
 * What the store core calls when `createRestPageStore({ persist })` gave it a storage (`core.persistence`): the restore
 * of a page a list shows for the first time, the write of each answer, and named blobs (the outbox's queue, at
 * `use-rest-page-api:outbox`). None of its calls throws or rejects.
 *
 * @example
 * await core.persistence?.write('outbox', writes)
 * const restored = await core.persistence?.read('outbox')
 */
export interface Persistence {
  /** A list shows `key` (the core's `observe`): its stored page is restored if the store holds nothing newer. */
  observed(key: string): void
  /** A load of `key` answered `page` (the server's, before any kept edit) at `at` (its `dataUpdatedAt`). */
  loaded(key: string, page: unknown, at: number, request: ListPageRequest | undefined): void
  /** The value stored under `name` (`undefined`: none, or one of another buster or unreadable, then removed). */
  read(name: string): Promise<unknown>
  /** Stores `value` (JSON) under `name`; a refusal of the storage (its quota) removes it instead. */
  write(name: string, value: unknown): Promise<void>
  /** Removes what is stored under `name`. */
  remove(name: string): Promise<void>
  /** Removes everything of the package from the storage (`store.clear()`); pages read ahead are forgotten. */
  clear(): Promise<void>
}
