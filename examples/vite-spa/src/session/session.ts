import { useSyncExternalStore } from 'react'
import { API_ORIGIN } from '../api.ts'

/** A user one may sign in as (`GET /api/sessions/users`, answered without identity). */
export interface User {
  id: string
  name: string
  deptName: string
}

const KEY = 'example-vite-spa.token'
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** The signed-in user's API token (this tab's session storage), or `null`. */
export function readToken(): string | null {
  return sessionStorage.getItem(KEY)
}

/** Calls `listener` when someone signs in or out; returns the unsubscribe. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The token, for components that show whether someone is signed in. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, readToken)
}

/** Signs in with the API (`POST /api/sessions`) and keeps the token for this tab. */
export async function signIn(userId: string): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/api/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId }),
  })
  if (!response.ok) throw new Error(`The API refused to sign in (${response.status})`)
  const { token } = (await response.json()) as { token: string }
  sessionStorage.setItem(KEY, token)
  changed()
}

export function signOut(): void {
  sessionStorage.removeItem(KEY)
  changed()
}

export async function listUsers(): Promise<User[]> {
  const response = await fetch(`${API_ORIGIN}/api/sessions/users`)
  if (!response.ok) throw new Error(`The API did not list its users (${response.status})`)
  return ((await response.json()) as User[]).slice(0, 20)
}
