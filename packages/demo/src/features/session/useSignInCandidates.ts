import { useResource } from '../../shared/api/useResource.ts'
import type { SignInCandidate } from '../../shared/session/useSession.ts'

/** Who one may sign in as; the mock answers without identity (`GET /api/sessions/users`). */
export function useSignInCandidates() {
  return useResource<SignInCandidate[]>('/api/sessions/users')
}
