import { useEffect } from 'react'
import { Link } from 'react-router'
import { isRestError } from 'use-rest-page-api'
import { appHomePath } from './paths.ts'
import '../components/EmptyState.css'
import './NotFoundPage.css'

export interface NotFoundPageProps {
  /** What is missing. Default `页面不存在`. */
  title?: string | undefined
  /** Why, and what to do. Default: the address may be wrong or the page removed. */
  description?: string | undefined
  /** The app whose home the way back leads to; default the start page. */
  appId?: string | undefined
}

/**
 * The one not-found page of the app: an address it does not know, and a form, group or dashboard the server does
 * not know. A heading that says what is missing, why, and the way back; no 重试, which could never help.
 */
export function NotFoundPage({
  title = '页面不存在',
  description = '地址可能有误，或页面已被移除。',
  appId,
}: NotFoundPageProps) {
  useEffect(() => {
    document.title = `${title} - 国际合作`
  }, [title])
  return (
    <div className="page">
      <div className="empty-state not-found">
        <h1 className="page-title">{title}</h1>
        <p className="muted">{description}</p>
        <Link className="btn btn-primary" to={appId ? appHomePath(appId) : '/'}>
          {appId ? '返回应用首页' : '返回首页'}
        </Link>
      </div>
    </div>
  )
}

/** The server does not know what the address names (a 404): the not-found page, not an error to retry. */
export const isNotFound = (error: unknown): boolean => isRestError(error, 'notFound')
