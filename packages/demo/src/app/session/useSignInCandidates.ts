import { useResource } from '../api/useResource.ts'
import type { SignInCandidate } from './useSession.ts'

/** Who one may sign in as; the mock answers without identity (`GET /api/sessions/users`). */
export function useSignInCandidates() {
  return useResource<SignInCandidate[]>('/api/sessions/users')
}
