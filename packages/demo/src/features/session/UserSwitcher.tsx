import { useId, useState } from 'react'
import { useSession } from '../../shared/session/useSession.ts'
import { useSignInCandidates } from './useSignInCandidates.ts'
import './UserSwitcher.css'

/** The header's user menu: who is signed in, switch to another user (a new session), sign out. */
export function UserSwitcher() {
  const { session, signIn, signOut } = useSession()
  const candidates = useSignInCandidates()
  const [busy, setBusy] = useState(false)
  const id = useId()
  if (!session) return null
  const list = candidates.data ?? [{ id: session.user.id, name: session.user.name, deptName: '' }]
  const switchTo = async (userId: string) => {
    setBusy(true)
    try {
      await signIn(userId)
    } catch {
      // The sign-in dialog takes over when the server refuses; nothing else to do here.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="user-switcher">
      <label htmlFor={id}>当前用户</label>
      <select
        id={id}
        className="select btn-sm"
        value={session.user.id}
        disabled={busy}
        onChange={(e) => void switchTo(e.target.value)}
      >
        {list.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-sm btn-ghost" style={{ color: 'inherit' }} onClick={signOut}>
        退出
      </button>
    </div>
  )
}
