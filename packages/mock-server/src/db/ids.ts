import type { Random } from './random.ts'

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => Math.floor(random.next() * 16).toString(16)).join('')

/** Id generators in the shapes deployed systems use (domain notes): all seeded, so the same seed gives the same ids. */
export function createIds(random: Random) {
  return {
    /** Apps, forms and records: 24 hex digits (`61dd5330981d24212360db83`). */
    objectId: () => hex(random, 24),
    /** Platform resources, users and roles: 32 hex digits starting `4028`. */
    platformId: () => `4028${hex(random, 28)}`,
    /** Codes and flow ids: 32 hex digits, no dashes. */
    code: () => hex(random, 32),
  }
}
export type Ids = ReturnType<typeof createIds>
