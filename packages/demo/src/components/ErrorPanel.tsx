import type { ReactNode, Ref } from 'react'
import { isRestError } from 'use-rest-page-api'
import { describeError } from './describeError.ts'
import './ErrorPanel.css'

export interface ErrorPanelProps {
  /** The error of the failed request (a `RestError` or anything thrown). */
  error: unknown
  /** Overrides the title taken from the error. Default: from `describeError`. */
  title?: ReactNode | undefined
  /** Shows a retry button. Default: none. */
  onRetry?: (() => void) | undefined
  /** More actions beside retry. Default: none. */
  actions?: ReactNode | undefined
  /** The panel, to give it the focus (after a 重试 that failed again). */
  ref?: Ref<HTMLDivElement> | undefined
}

/**
 * A failure in words a person understands, a retry (but for a 404, which a retry cannot mend), and the technical
 * detail behind a disclosure (for a bug report). Announced to screen readers as an alert; it can take the focus.
 */
export function ErrorPanel({ error, title, onRetry, actions, ref }: ErrorPanelProps) {
  const described = describeError(error)
  // Asking again for what the server says does not exist cannot help.
  const retry = isRestError(error, 'notFound') ? undefined : onRetry
  return (
    <div ref={ref} className="error-panel" role="alert" tabIndex={-1}>
      <div className="error-panel-title">{title ?? described.title}</div>
      <div className="muted">{described.hint}</div>
      {(retry || actions) && (
        <div className="toolbar">
          {retry && (
            <button type="button" className="btn btn-primary" onClick={retry}>
              重试
            </button>
          )}
          {actions}
        </div>
      )}
      <details>
        <summary>技术细节</summary>
        <pre>{described.detail}</pre>
      </details>
    </div>
  )
}
