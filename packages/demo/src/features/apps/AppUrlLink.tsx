import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { FORM_APP_BASE } from '../../shared/paths.ts'

/** Longest url taken as a link. */
const MAX_URL = 2048

const isDotSegment = (segment: string) => {
  try {
    return /^\.{1,2}$/.test(decodeURIComponent(segment))
  } catch {
    return true
  }
}

/**
 * True for a url that opens one of the form app's pages (`/sinoform/...`): a path of ours, not another origin. A
 * path that reads as ours but resolves elsewhere (`/sinoform/../..//evil.example/x`, `%2e%2e`, a doubled slash, a
 * backslash) is refused, not rewritten.
 */
export function isAppUrl(url: string): boolean {
  if (url.length > MAX_URL || !url.startsWith(`${FORM_APP_BASE}/`) || /[\s\\]/.test(url)) return false
  const path = url.split(/[?#]/, 1)[0] ?? ''
  if (path.includes('//') || path.split('/').some(isDotSegment)) return false
  const base = 'http://app.invalid'
  const resolved = new URL(url, base)
  return resolved.origin === base && resolved.pathname.startsWith(`${FORM_APP_BASE}/`)
}

/**
 * A url that publishing emitted, as a link into the app when it is one of the app's paths; anything else (another
 * origin, an empty string) is shown as text, never as a link, so a payload cannot smuggle a `javascript:` address.
 */
export function AppUrlLink({ url, children }: { url: string; children?: ReactNode }) {
  if (!isAppUrl(url)) return <span className="app-url">{children ?? (url || '（空）')}</span>
  return (
    <Link className="app-url" to={url}>
      {children ?? url}
    </Link>
  )
}
