import { useState, type FormEvent } from 'react'
import { Dialog } from '../../components/Dialog.tsx'
import { describeError } from '../../components/describeError.ts'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { useSession } from '../../shared/session/useSession.ts'
import { useSignInCandidates } from './useSignInCandidates.ts'

/**
 * The sign-in, shown at start without a session and whenever the server answers 401. Requests that got the 401
 * wait, and go on once the user has signed in: the page resumes where it was.
 */
export function SignInDialog() {
  const { session, signIn } = useSession()
  const candidates = useSignInCandidates()
  const [chosen, setChosen] = useState<string>(session?.user.id ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const list = candidates.data ?? []
  const userId = chosen || list[0]?.id || ''
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!userId.trim()) return setError('请选择或填写要登录的用户。')
    setBusy(true)
    setError(null)
    try {
      await signIn(userId.trim())
    } catch (cause) {
      setError(`${describeError(cause).title}：无法以该用户登录。`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog title={session ? '登录已失效，请重新登录' : '登录'}>
      <form className="form-grid" onSubmit={submit} aria-label="登录">
        <p className="muted" style={{ margin: 0 }}>
          {session ? '重新登录后，页面会从中断的地方继续。' : '选择一位用户登录演示应用。'}
        </p>
        {candidates.error ? (
          <TextField label="用户 ID" value={chosen} onChange={setChosen} required />
        ) : (
          <SelectField
            label="用户"
            value={userId}
            onChange={setChosen}
            disabled={candidates.isLoading}
            options={list.map((u) => ({ value: u.id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }))}
          />
        )}
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || candidates.isLoading}>
            {busy ? '正在登录…' : '登录'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
