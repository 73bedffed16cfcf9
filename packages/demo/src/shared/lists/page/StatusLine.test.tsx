import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { expect, it, vi } from 'vitest'
import { StatusLine, useStatusLine, type Announce } from './StatusLine.tsx'

/** A page's status line, its `say` handed out to the test. */
function renderLine() {
  const said: { say?: Announce } = {}
  function Page() {
    const status = useStatusLine()
    useEffect(() => void (said.say = status.say))
    return <StatusLine status={status} />
  }
  render(<Page />)
  const say: Announce = (text, options) => act(() => said.say?.(text, options))
  return { say, line: () => screen.getByRole('status') }
}

it('keeps an offer on the line while others say something, until its owner speaks again', async () => {
  const user = userEvent.setup()
  const { say, line } = renderLine()
  const undo = vi.fn()
  say('已删除草稿“出差”，5 秒内可以撤销。', {
    action: { label: '撤销', run: undo },
    focusAction: true,
    owner: 'undoable-delete',
  })
  const button = within(line()).getByRole('button', { name: '撤销' })
  expect(document.activeElement).toBe(button)
  say('已导出 3 条。')
  expect(line().textContent).toBe('已导出 3 条。已删除草稿“出差”，5 秒内可以撤销。撤销')
  // The same button, still focused: nothing moved under the keyboard.
  expect(within(line()).getByRole('button', { name: '撤销' })).toBe(button)
  expect(document.activeElement).toBe(button)
  await user.click(button)
  expect(undo).toHaveBeenCalledOnce()
  say('已删除草稿“出差”。', { owner: 'undoable-delete' })
  expect(line().textContent).toBe('已删除草稿“出差”。')
})

it('lets any message replace an offer that names no owner, and a new offer replace the last', () => {
  const { say, line } = renderLine()
  say('已删除视图“结案”。', { action: { label: '撤销', run: () => {} } })
  say('已保存视图“结案”。')
  expect(line().textContent).toBe('已保存视图“结案”。')
  say('已删除草稿“甲”，5 秒内可以撤销。', { action: { label: '撤销', run: () => {} }, owner: 'undoable-delete' })
  say('已删除视图“乙”。', { action: { label: '撤销', run: () => {} } })
  expect(line().textContent).toBe('已删除视图“乙”。撤销')
})

it('gives the line the focus when the offer whose button had it goes', () => {
  const { say, line } = renderLine()
  say('已删除草稿“出差”，5 秒内可以撤销。', {
    action: { label: '撤销', run: () => {} },
    focusAction: true,
    owner: 'undoable-delete',
  })
  say('已导出 3 条。')
  expect(document.activeElement?.textContent).toBe('撤销')
  say('已删除草稿“出差”。', { owner: 'undoable-delete' })
  expect(document.activeElement).toBe(line())
})
