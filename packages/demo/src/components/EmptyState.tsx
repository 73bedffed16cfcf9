import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: ReactNode
  /** One line more. Default: none. */
  description?: ReactNode | undefined
  /** A way out (clear the filters, create one). Default: none. */
  action?: ReactNode | undefined
}

/** What a list shows when it has nothing, and what to do next. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <div className="empty-state-title">{title}</div>
      {description && <div className="muted">{description}</div>}
      {action}
    </div>
  )
}
