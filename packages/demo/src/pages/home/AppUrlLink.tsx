import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { FORM_APP_BASE } from '../../app/paths.ts'

/** True for a url that opens one of the form app's pages (`/sinoform/...`): a path of ours, not another origin. */
export function isAppUrl(url: string): boolean {
  return url.startsWith(`${FORM_APP_BASE}/`) && !url.startsWith('//') && !/[\s\\]/.test(url)
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
