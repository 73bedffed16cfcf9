import { useApiQuery } from '../api/useApiQuery.ts'
import type { SignInCandidate } from './useSession.ts'

/** Who one may sign in as; the mock answers without identity (`GET /api/sessions/users`). */
export function useSignInCandidates() {
  return useApiQuery<SignInCandidate[]>('/api/sessions/users')
}
