'use server'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { API_ORIGIN, SESSION_COOKIE } from '../../lib/api'

/** Opens a session on the API for the chosen user and keeps its token in an httpOnly cookie. */
export async function signIn(form: FormData): Promise<void> {
  const answer = await fetch(new URL('/api/sessions', API_ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ userId: String(form.get('userId') ?? '') }),
    cache: 'no-store',
  })
  if (!answer.ok) redirect('/sign-in?failed=1')
  const { token, expiresAt } = (await answer.json()) as { token: string; expiresAt: string }
  ;(await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    expires: new Date(expiresAt),
  })
  redirect('/products')
}

export async function signOut(): Promise<void> {
  ;(await cookies()).delete(SESSION_COOKIE)
  redirect('/sign-in')
}
