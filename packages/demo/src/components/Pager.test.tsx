import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pager } from './Pager.tsx'

const setup = (pageNo: number, totalElements = 64, pageSize = 15) => {
  const onPageChange = vi.fn()
  const onPageSizeChange = vi.fn()
  const totalPages = Math.ceil(totalElements / pageSize)
  render(<Pager {...{ pageNo, pageSize, totalElements, totalPages, onPageChange, onPageSizeChange }} />)
  return { onPageChange, onPageSizeChange }
}

describe('Pager', () => {
  it('shows the total and where it is, and disables what cannot move', () => {
    setup(0)
    expect(screen.getByText('共 64 条')).toBeTruthy()
    expect(screen.getByText(/第 1 \/ 5 页/)).toBeTruthy()
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', false)
  })

  it.each([
    ['3', 2],
    ['99', 4],
    ['0', 0],
  ])('jumps to page %s as the zero-based page %i, within range', async (typed, expected) => {
    const user = userEvent.setup()
    const { onPageChange } = setup(1)
    await user.type(screen.getByLabelText('跳至'), `${typed}{Enter}`)
    expect(onPageChange).toHaveBeenCalledWith(expected)
  })

  it('changes the page size', async () => {
    const user = userEvent.setup()
    const { onPageSizeChange } = setup(0)
    await user.selectOptions(screen.getByLabelText('每页条数'), '50')
    expect(onPageSizeChange).toHaveBeenCalledWith(50)
  })
})
