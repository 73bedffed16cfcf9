import type { MockDb } from '../db/createMockDb.ts'
import type { User } from '../db/org.ts'

/** How long a session token lives. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/**
 * Who is asking: `Authorization: Bearer <token>` of a live session, the `SSOID` cookie with such a token, or the
 * gateway header `sinoform-current-user-id` naming a known user (domain notes). `undefined` when none holds.
 */
export function identify(db: MockDb, request: Request, now = Date.now()): User | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  const token = bearer ?? cookie(request, 'SSOID')
  if (token !== undefined) {
    const session = db.sessions.get(token)
    if (!session || session.expiresAt <= now) return undefined
    return db.org.users.find((u) => u.id === session.userId)
  }
  const gateway = request.headers.get('sinoform-current-user-id')
  return gateway === null ? undefined : db.org.users.find((u) => u.id === gateway)
}
