import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startTransition, useEffect, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Drawer } from './Drawer.tsx'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      {open && (
        <Drawer title="记录" onClose={() => setOpen(false)} footer={<button type="button">保存</button>}>
          <input aria-label="标题" />
        </Drawer>
      )}
    </>
  )
}

describe('Drawer', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: '打开' })
    await user.click(opener)
    const drawer = screen.getByRole('dialog', { name: '记录' })
    expect(drawer.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByLabelText('标题'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '保存' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '保存' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})

/** Where the focus was the moment the dialog left the page (a mutation observer's first look after the commit). */
function focusWhenDialogLeaves(): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]')) return
      observer.disconnect()
      resolve(document.activeElement)
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

function TransitionHarness({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false)
  const [opener, setOpener] = useState(true)
  const fallback = useRef<HTMLParagraphElement>(null)
  // A navigation closes it (Back): the router's update comes from the browser's popstate, outside any act().
  useEffect(() => {
    const close = () =>
      startTransition(() => {
        setOpen(false)
        if (removeOpener) setOpener(false)
      })
    window.addEventListener('popstate', close)
    return () => window.removeEventListener('popstate', close)
  }, [removeOpener])
  return (
    <>
      {opener && (
        <button type="button" onClick={() => setOpen(true)}>
          打开
        </button>
      )}
      <p ref={fallback} tabIndex={-1}>
        已同意
      </p>
      {open && (
        <Drawer
          title="记录"
          returnFocus={(opener) => opener ?? fallback.current}
          onClose={() => window.dispatchEvent(new PopStateEvent('popstate'))}
        >
          <input aria-label="标题" />
        </Drawer>
      )}
    </>
  )
}

/** Runs `work` as the browser would, outside React's act(): React then schedules effects as it does in a page. */
async function outsideAct(work: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  scope.IS_REACT_ACT_ENVIRONMENT = false
  try {
    work()
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = true
  }
}

describe('Drawer focus on close', () => {
  it('gives the focus back before the drawer leaves the page, never leaving it on <body> in between', async () => {
    const user = userEvent.setup()
    render(<TransitionHarness />)
    const opener = screen.getByRole('button', { name: '打开' })
    await user.click(opener)
    const left = focusWhenDialogLeaves()
    // Back, as the user presses it: the drawer closes in a transition React renders on its own schedule.
    await outsideAct(() => window.dispatchEvent(new PopStateEvent('popstate')))
    expect(await left).toBe(opener)
    await act(async () => {})
    expect(document.activeElement).toBe(opener)
  })

  it('gives the focus to returnFocus when what opened the drawer has left the page', async () => {
    const user = userEvent.setup()
    render(<TransitionHarness removeOpener />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    await user.keyboard('{Escape}')
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByText('已同意'))
  })

  it('moves the focus to its heading when it turns to another record', () => {
    const { rerender } = render(
      <Drawer title="第一条" onClose={() => {}} focusTitleOn="a">
        <input aria-label="意见" />
      </Drawer>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }))
    rerender(
      <Drawer title="第二条" onClose={() => {}} focusTitleOn="b">
        <input aria-label="意见" />
      </Drawer>,
    )
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '第二条' }))
  })
})
