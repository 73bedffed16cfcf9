import { API_ORIGIN } from '../../lib/api'
import { signIn } from './actions'

interface User {
  id: string
  name: string
  deptName: string
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ failed?: string }> }) {
  // The mock has no passwords: signing in is choosing a user.
  const users = (await (
    await fetch(new URL('/api/sessions/users', API_ORIGIN), { cache: 'no-store' })
  ).json()) as User[]
  const { failed } = await searchParams
  return (
    <main>
      <h1>Sign in</h1>
      {failed && <p role="alert">The API refused to open a session.</p>}
      <form action={signIn}>
        <label>
          User{' '}
          <select name="userId" defaultValue={users[0]?.id}>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.deptName})
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit">Sign in</button>
      </form>
    </main>
  )
}
