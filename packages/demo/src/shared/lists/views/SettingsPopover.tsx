import type { ReactNode } from 'react'
import type { usePopover } from '../../../components/usePopover.ts'
import './columnSettings.css'

export interface SettingsPopoverProps {
  /** The popover's state and wiring (`usePopover()`), which the panel's own controls may use too (`close`). */
  popover: ReturnType<typeof usePopover>
  /** A class beside `column-settings` (the feed's `feed-settings`). Default: none. */
  className?: string | undefined
  /** The panel's fieldsets and its buttons. */
  children: ReactNode
}

/**
 * The 显示设置 button and the panel it opens, one for the table's settings (`ColumnSettings`) and the feed's
 * (`FeedSettings`), which fill the panel.
 *
 * @example
 * const popover = usePopover()
 * <SettingsPopover popover={popover}><fieldset>…</fieldset></SettingsPopover>
 */
export function SettingsPopover({ popover, className, children }: SettingsPopoverProps) {
  const { open, panelId, root, button, onKeyDown, buttonProps } = popover
  return (
    <div ref={root} className={className ? `column-settings ${className}` : 'column-settings'} onKeyDown={onKeyDown}>
      <button ref={button} className="btn" {...buttonProps}>
        显示设置
      </button>
      {open && (
        <div id={panelId} className="column-settings__panel card" role="group" aria-label="显示设置">
          {children}
        </div>
      )}
    </div>
  )
}
