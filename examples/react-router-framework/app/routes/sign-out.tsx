import { redirect } from 'react-router'
import { tokenCookie } from '../session.server.ts'

// Forgets the token; the root's provider, keyed by it, starts over with an empty store (no row of this user stays).
export async function action() {
  throw redirect('/sign-in', { headers: { 'Set-Cookie': await tokenCookie(null) } })
}
