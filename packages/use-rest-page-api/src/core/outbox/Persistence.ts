/**
 * Named JSON blobs kept across reloads: what `createRestPageStore({ persist })` gives the store (`core.persistence`),
 * and what the outbox keeps its queue in (under the name `'outbox'`). Values are plain JSON; `read` resolves
 * `undefined` for a name never written (or dropped).
 *
 * @example
 * const memory = new Map<string, unknown>()
 * const persistence: Persistence = {
 *   read: async (name) => memory.get(name),
 *   write: (name, value) => void memory.set(name, value),
 *   remove: (name) => void memory.delete(name),
 * }
 */
export interface Persistence {
  /** The value last written under `name`, or `undefined`. */
  read(name: string): Promise<unknown>
  /** Keeps `value` (plain JSON) under `name`, replacing what was there. */
  write(name: string, value: unknown): void
  /** Forgets what is kept under `name`. */
  remove(name: string): void
}
