import { http, HttpResponse } from 'msw'
import { acceptsJson, errorResponse } from '../http/errorResponse.ts'
import { SESSION_TTL_MS } from '../http/identify.ts'
import { readJson } from '../http/readJson.ts'
import type { HandlerContext } from './context.ts'

/**
 * Identity (spec Authentication): `POST <base>/sessions` with `{ userId }` answers 201 `{ token, expiresAt, user }`;
 * then every other `<base>` request needs `Authorization: Bearer <token>`, the `SSOID` cookie, or the gateway header
 * `sinoform-current-user-id`. Missing, unknown or expired identity: 401. A request whose `Accept` excludes JSON: 406.
 * `GET <base>/sessions/users` answers, without identity, who one may sign in as (`[{ id, name, deptName }]`, the
 * first user first): the mock has no passwords, so the app's sign-in is a choice of user.
 */
export function sessionHandlers(ctx: HandlerContext) {
  const { db, base } = ctx
  return [
    http.all(`*${base}/*`, ({ request }) => {
      if (!ctx.inBase(request)) return undefined
      if (!acceptsJson(request))
        return errorResponse(request, 406, 'only application/json is produced; send Accept: application/json')
      return undefined
    }),
    http.post(`*${base}/sessions`, async ({ request }) => {
      const body = (await readJson(request)) as { userId?: unknown } | undefined
      const user = db.org.users.find((u) => u.id === body?.userId)
      if (!user) {
        return errorResponse(request, 400, 'cannot open a session', [
          {
            field: 'userId',
            message: typeof body?.userId === 'string' ? `no user with id ${body.userId}` : 'must be a user id',
          },
        ])
      }
      const token = crypto.randomUUID().replace(/-/g, '')
      const expiresAt = Date.now() + SESSION_TTL_MS
      db.sessions.set(token, { userId: user.id, expiresAt })
      return HttpResponse.json(
        {
          token,
          expiresAt: new Date(expiresAt).toISOString(),
          user: { id: user.id, name: user.name, deptId: user.deptId },
        },
        { status: 201 },
      )
    }),
    http.get(`*${base}/sessions/users`, () =>
      HttpResponse.json(
        db.org.users.map((u) => ({
          id: u.id,
          name: u.name,
          deptName: db.org.departments.find((d) => d.id === u.deptId)?.name ?? '',
        })),
      ),
    ),
    http.all(`*${base}/*`, ({ request }) => {
      if (!ctx.auth || !ctx.inBase(request) || ctx.userOf(request)) return undefined
      return errorResponse(
        request,
        401,
        'no valid identity: send Authorization: Bearer <token> from POST /api/sessions, or sinoform-current-user-id',
      )
    }),
  ]
}
