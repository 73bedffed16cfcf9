import { act, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ColumnSettings } from './ColumnSettings.tsx'
import { useViewSettings } from './useViewSettings.ts'

const columns = [
  { id: 'bt', label: '标题' },
  { id: 'cjrName', label: '起草人' },
  { id: 'cjsj', label: '起草时间' },
]
const ids = columns.map((c) => c.id)

function Harness() {
  const view = useViewSettings('todo:f1', 'todo', ids)
  return (
    <>
      <button type="button">别处</button>
      <ColumnSettings columns={columns} view={view} />
      <output data-testid="view">{JSON.stringify({ ...view })}</output>
    </>
  )
}

const stored = (key: string) => JSON.parse(localStorage.getItem(`sinoform:list-view:${key}`) ?? 'null') as unknown
const panel = () => screen.getByRole('group', { name: '显示设置' })
const order = () =>
  within(panel())
    .getAllByRole('checkbox')
    .map((box) => box.parentElement?.textContent)

afterEach(() => localStorage.clear())

describe('ColumnSettings', () => {
  it('closes on Escape and gives the focus back to 显示设置', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const toggle = screen.getByRole('button', { name: '显示设置' })
    await user.click(toggle)
    await user.click(within(panel()).getByRole('checkbox', { name: '起草人' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: '显示设置' })).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('closes on a click outside it, and stays open for a click inside', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '显示设置' }))
    await user.click(within(panel()).getByRole('radio', { name: '紧凑' }))
    expect(panel()).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '别处' }))
    expect(screen.queryByRole('group', { name: '显示设置' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '别处' }))
  })

  it('moves a column from the keyboard, keeping the focus on the button pressed', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '显示设置' }))
    const up = within(panel()).getByRole('button', { name: '上移“起草时间”' })
    up.focus()
    await user.keyboard('{Enter}')
    expect(order()).toEqual(['标题', '起草时间', '起草人'])
    expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: '上移“起草时间”' }))
    await user.keyboard('{Enter}')
    expect(order()).toEqual(['起草时间', '标题', '起草人'])
    // At the top: it says so and keeps the focus.
    const top = within(panel()).getByRole('button', { name: '上移“起草时间”' })
    expect(top.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(top)
    await user.keyboard('{Enter}')
    expect(order()).toEqual(['起草时间', '标题', '起草人'])
    expect(stored('todo:f1')).toMatchObject({ order: ['cjsj', 'bt', 'cjrName'] })
  })

  it('pins a column to a side', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '显示设置' }))
    await user.selectOptions(within(panel()).getByRole('combobox', { name: '固定“起草时间”' }), '固定在左侧')
    expect(order()).toEqual(['起草时间', '标题', '起草人'])
    expect(stored('todo:f1')).toMatchObject({ pinned: { cjsj: 'start' } })
  })

  it('resets to the list’s own view with 重置', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '显示设置' }))
    const reset = within(panel()).getByRole('button', { name: '重置' })
    expect(reset.getAttribute('aria-disabled')).toBe('true')
    await user.click(within(panel()).getByRole('checkbox', { name: '标题' }))
    await user.click(within(panel()).getByRole('radio', { name: '紧凑' }))
    await user.selectOptions(within(panel()).getByRole('combobox', { name: '固定“起草人”' }), '固定在右侧')
    expect(reset.getAttribute('aria-disabled')).toBe('false')
    await user.click(reset)
    expect(order()).toEqual(['标题', '起草人', '起草时间'])
    expect(within(panel()).getByRole('checkbox', { name: '标题' })).toHaveProperty('checked', true)
    expect(within(panel()).getByRole('radio', { name: '舒适' })).toHaveProperty('checked', true)
    expect(stored('todo:f1')).toEqual({ hidden: [], density: 'comfortable', order: [], pinned: {} })
    expect(document.activeElement).toBe(reset)
  })
})

describe('useViewSettings', () => {
  it('starts a form’s list from the settings its kind had, and keeps its changes to that form', () => {
    localStorage.setItem('sinoform:list-view:todo', JSON.stringify({ hidden: ['cjrName'], density: 'compact' }))
    const first = renderHook(() => useViewSettings('todo:f1', 'todo', ids))
    const second = renderHook(() => useViewSettings('todo:f2', 'todo', ids))
    expect(first.result.current).toMatchObject({ hidden: ['cjrName'], density: 'compact' })
    act(() => first.result.current.setDensity('comfortable'))
    expect(first.result.current.density).toBe('comfortable')
    expect(second.result.current.density).toBe('compact')
    expect(stored('todo:f1')).toMatchObject({ hidden: ['cjrName'], density: 'comfortable' })
    // The old entry stays for the forms not opened yet.
    expect(stored('todo')).toEqual({ hidden: ['cjrName'], density: 'compact' })
  })

  it('keeps every view of one list in step (a table and a feed)', () => {
    const table = renderHook(() => useViewSettings('search:f1', 'search', ids))
    const feed = renderHook(() => useViewSettings('search:f1', 'search'))
    act(() => table.result.current.setDensity('compact'))
    expect(feed.result.current.density).toBe('compact')
  })

  it('reads the new list’s settings when the page turns to another form', () => {
    localStorage.setItem('sinoform:list-view:done:f2', JSON.stringify({ hidden: [], density: 'compact' }))
    const { result, rerender } = renderHook(({ list }) => useViewSettings(list, 'done', ids), {
      initialProps: { list: 'done:f1' },
    })
    expect(result.current.density).toBe('comfortable')
    rerender({ list: 'done:f2' })
    expect(result.current.density).toBe('compact')
  })

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useViewSettings('done:f1', 'done', ids))
    act(() => {
      localStorage.setItem('sinoform:list-view:done:f1', JSON.stringify({ density: 'compact' }))
      window.dispatchEvent(new StorageEvent('storage', { key: 'sinoform:list-view:done:f1' }))
    })
    expect(result.current.density).toBe('compact')
  })
})
