import type { MockDb } from '../db/createMockDb.ts'
import type { User } from '../db/org.ts'
import type { MockControls } from '../http/controls.ts'
import { identify } from '../http/identify.ts'

/** What every handler module gets: the database, where it sits, the controls and who is asking. */
export interface HandlerContext {
  db: MockDb
  /** The REST base path, `/api` by default. */
  base: string
  /** Whether `/api` requests need an identity. */
  auth: boolean
  controls: MockControls
  /** The user asking; with `auth` off and no identity, the admin (id `"1"`). */
  userOf: (request: Request) => User | undefined
  /**
   * Whether the request's path starts with the base (`/api/...`), on whatever origin. The handlers' patterns are
   * `*<base>/...` so that any origin matches, but msw's `*` also matches path segments: without this check the
   * catch-alls would answer `/src/shared/api/useApi.ts`, a module the dev server serves to the page the worker runs in.
   */
  inBase: (request: Request) => boolean
}

export function createContext(db: MockDb, base: string, auth: boolean, controls: MockControls): HandlerContext {
  return {
    db,
    base,
    auth,
    controls,
    userOf: (request) => identify(db, request) ?? (auth ? undefined : db.org.users.find((u) => u.id === '1')),
    inBase: (request) => new URL(request.url).pathname.startsWith(`${base}/`),
  }
}
