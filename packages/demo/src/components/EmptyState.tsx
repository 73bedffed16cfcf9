import type { ReactNode } from 'react'
import './EmptyState.css'

export interface EmptyStateProps {
  title: ReactNode
  /** One line more. Default: none. */
  description?: ReactNode | undefined
  /** A way out (clear the filters, create one). Default: none. */
  action?: ReactNode | undefined
}

/**
 * What a list shows when it has nothing, and what to do next. Not a live region: the page's status line says what a
 * search found.
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <div className="empty-state-title">{title}</div>
      {description && <div className="muted">{description}</div>}
      {action}
    </div>
  )
}
