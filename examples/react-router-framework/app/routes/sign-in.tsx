import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import { API_ORIGIN } from '../api.ts'
import { safeNext, tokenCookie } from '../session.server.ts'
import type { Route } from './+types/sign-in'

interface User {
  id: string
  name: string
  deptName: string
}

// The users one may sign in as (the mock answers this without identity).
export async function loader() {
  const response = await fetch(`${API_ORIGIN}/api/sessions/users`)
  if (!response.ok) throw data('The API did not list its users', { status: 502 })
  return { users: ((await response.json()) as User[]).slice(0, 20) }
}

// Signs in with the API (`POST /api/sessions`), keeps the token in the session cookie, and goes where the user was.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const response = await fetch(`${API_ORIGIN}/api/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: String(form.get('userId')) }),
  })
  if (!response.ok) return { error: `The API refused to sign in (${response.status})` }
  const { token } = (await response.json()) as { token: string }
  throw redirect(safeNext(form.get('next')), { headers: { 'Set-Cookie': await tokenCookie(token) } })
}

export function meta() {
  return [{ title: 'Sign in · React Router framework mode' }]
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [search] = useSearchParams()
  return (
    <main className="sign-in">
      <h1>Sign in</h1>
      <Form method="post">
        <input type="hidden" name="next" value={search.get('next') ?? ''} />
        <label>
          User
          <select name="userId" defaultValue={loaderData.users[0]?.id}>
            {loaderData.users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} · {user.deptName}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={navigation.state !== 'idle'}>
          Sign in
        </button>
        {actionData?.error && <p role="alert">{actionData.error}</p>}
      </Form>
    </main>
  )
}
