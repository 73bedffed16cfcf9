import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useUnsavedChanges } from './useUnsavedChanges.tsx'

function Editor() {
  const [text, setText] = useState('')
  const [open, setOpen] = useState(true)
  const unsaved = useUnsavedChanges(text !== '')
  return (
    <>
      {open ? (
        <>
          <input aria-label="意见" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="button" onClick={() => unsaved.confirmClose(() => setOpen(false))}>
            关闭
          </button>
        </>
      ) : (
        <p>已关闭</p>
      )}
      <Link to="/other">别处</Link>
      {unsaved.question}
    </>
  )
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Editor /> },
      { path: '/other', element: <p>别处的页面</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

/** Whether the browser would ask before unloading the page now. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useUnsavedChanges', () => {
  it('closes at once while nothing is typed, and lets the page go', async () => {
    const user = userEvent.setup()
    renderEditor()
    expect(unloadAsks()).toBe(false)
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(screen.getByText('已关闭')).toBeTruthy()
  })

  it('asks before closing with text typed: 继续编辑 keeps it, 放弃 closes', async () => {
    const user = userEvent.setup()
    renderEditor()
    await user.type(screen.getByLabelText('意见'), '同意')
    expect(unloadAsks()).toBe(true)
    await user.click(screen.getByRole('button', { name: '关闭' }))
    const question = screen.getByRole('alertdialog', { name: '放弃未保存的内容？' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '继续编辑' }))
    await user.click(screen.getByRole('button', { name: '继续编辑' }))
    expect(question.isConnected).toBe(false)
    expect((screen.getByLabelText('意见') as HTMLInputElement).value).toBe('同意')
    await user.click(screen.getByRole('button', { name: '关闭' }))
    await user.click(screen.getByRole('button', { name: '放弃' }))
    expect(screen.getByText('已关闭')).toBeTruthy()
  })

  it('asks before a navigation away, and goes only when told to', async () => {
    const user = userEvent.setup()
    const router = renderEditor()
    await user.type(screen.getByLabelText('意见'), '同意')
    await user.click(screen.getByRole('link', { name: '别处' }))
    expect(screen.getByRole('alertdialog', { name: '放弃未保存的内容？' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '继续编辑' }))
    expect(router.state.location.pathname).toBe('/')
    await user.click(screen.getByRole('link', { name: '别处' }))
    await user.click(screen.getByRole('button', { name: '放弃' }))
    expect(await screen.findByText('别处的页面')).toBeTruthy()
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/other')
  })
})
