import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FilterForm } from './FilterForm.tsx'
import { TextField } from './TextField.tsx'

const renderForm = (canClear: boolean) => {
  const onApply = vi.fn()
  const onClear = vi.fn()
  render(
    <FilterForm onApply={onApply} onClear={onClear} canClear={canClear}>
      <TextField label="标题" value="" onChange={() => {}} />
    </FilterForm>,
  )
  return { onApply, onClear }
}

describe('FilterForm', () => {
  it('applies on Enter and on 查询, clears on 清除', async () => {
    const user = userEvent.setup()
    const { onApply, onClear } = renderForm(true)
    await user.type(screen.getByLabelText('标题'), '{Enter}')
    await user.click(screen.getByRole('button', { name: '查询' }))
    await user.click(screen.getByRole('button', { name: '清除' }))
    expect(onApply).toHaveBeenCalledTimes(2)
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('folds its fields behind a toggle (shown on phones), open from the start when a filter is applied', async () => {
    const user = userEvent.setup()
    renderForm(false)
    const toggle = screen.getByRole('button', { name: /筛选条件/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('search').dataset.open).toBe('false')
    expect(screen.getByRole('button', { name: '清除' })).toHaveProperty('disabled', true)
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(
      document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(screen.getByLabelText('标题')),
    ).toBe(true)
  })

  it('starts open and says so when a filter is applied', () => {
    renderForm(true)
    expect(screen.getByRole('button', { name: /筛选条件（已筛选）/ }).getAttribute('aria-expanded')).toBe('true')
  })
})
