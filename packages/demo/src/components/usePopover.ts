import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

/**
 * A popover that a button opens (显示设置 of a table or a feed): `open`, the ids and refs to wire, and closing as users
 * expect: a press anywhere outside `root` closes it (the press still does what it does there), and Escape or `close()`
 * closes it with the focus back on its button.
 *
 * @example
 * const popover = usePopover()
 * <div ref={popover.root} onKeyDown={popover.onKeyDown}><button ref={popover.button} {...popover.buttonProps}>显示设置</button>
 *   {popover.open && <div id={popover.panelId}>…</div>}</div>
 */
export function usePopover() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    close()
  }
  const buttonProps = {
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((o) => !o),
  }
  return { open, panelId, root, button, close, onKeyDown, buttonProps }
}
