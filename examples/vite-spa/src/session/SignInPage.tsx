import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { listUsers, signIn, type User } from './session.ts'

/** Picks a user of the API and signs in, then goes where the user was headed (`?next=`, this app's paths only). */
export function SignInPage() {
  const [users, setUsers] = useState<User[]>()
  const [error, setError] = useState<string>()
  const [search] = useSearchParams()
  const navigate = useNavigate()

  useEffect(() => {
    let current = true
    listUsers().then(
      (list) => current && setUsers(list),
      (failure: Error) => current && setError(failure.message),
    )
    return () => {
      current = false
    }
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      await signIn(String(new FormData(event.currentTarget).get('userId')))
      const next = search.get('next') ?? ''
      navigate(next.startsWith('/') && !next.startsWith('//') ? next : '/products', { replace: true })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  return (
    <main className="sign-in">
      <h1>Sign in</h1>
      <form onSubmit={submit}>
        <label>
          User
          <select name="userId">
            {users?.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} · {user.deptName}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!users}>
          Sign in
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </main>
  )
}
