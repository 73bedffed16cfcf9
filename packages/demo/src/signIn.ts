/** Opens a session on the (mock) server and returns its token and user. */
export async function signIn(userId: string): Promise<{ token: string; user: { id: string; name: string } }> {
  const res = await fetch('/api/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId }),
  })
  if (!res.ok) throw new Error(`[demo] could not sign in as user ${userId}: POST /api/sessions answered ${res.status}`)
  return res.json()
}
