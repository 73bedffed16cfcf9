import { useRestResource } from 'use-rest-page-api'
import type { SignInCandidate } from '../../shared/session/useSession.ts'

/** Who one may sign in as; the mock answers without identity (`GET /api/sessions/users`). */
export function useSignInCandidates() {
  return useRestResource<SignInCandidate[]>('/api/sessions/users')
}
