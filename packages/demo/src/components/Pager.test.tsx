import { render, screen, within } from '@testing-library/react'
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
    expect(screen.getByRole('button', { name: '上一页' }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('button', { name: '下一页' }).getAttribute('aria-disabled')).toBe('false')
  })

  it('keeps the focus on 下一页 when it reaches the last page, and then moves nowhere', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    const props = { pageSize: 15, totalElements: 30, totalPages: 2, onPageSizeChange: vi.fn(), onPageChange }
    const { rerender } = render(<Pager {...props} pageNo={0} />)
    const next = screen.getByRole('button', { name: '下一页' })
    await user.click(next)
    expect(onPageChange).toHaveBeenCalledWith(1)
    rerender(<Pager {...props} pageNo={1} />)
    // A disabled button would drop the focus to <body>: this one says it leads nowhere and keeps it.
    expect(next.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(next)
    await user.click(next)
    await user.keyboard('{Enter}')
    expect(onPageChange).toHaveBeenCalledTimes(1)
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

  it('says 第 N 页 with no total for a Slice, and moves on while a page follows', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    const slice = { pageNo: 2, pageSize: 15, totalElements: 45, totalPages: 4, onPageSizeChange: vi.fn() }
    const { rerender } = render(<Pager {...slice} totalKnown={false} hasNext onPageChange={onPageChange} />)
    expect(screen.getByRole('navigation', { name: '分页' }).textContent).toMatch(/^第 3 页/)
    expect(screen.queryByText(/共/)).toBeNull()
    await user.click(screen.getByRole('button', { name: '下一页' }))
    expect(onPageChange).toHaveBeenCalledWith(3)
    await user.type(screen.getByLabelText('跳至'), '9{Enter}')
    expect(onPageChange).toHaveBeenLastCalledWith(8)
    rerender(<Pager {...slice} totalKnown={false} hasNext={false} onPageChange={onPageChange} />)
    expect(screen.getByRole('button', { name: '下一页' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('offers the first and the last page, the current one marked, and the pages next to it', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    const props = { pageSize: 15, totalElements: 300, totalPages: 20, onPageSizeChange: vi.fn(), onPageChange }
    const { rerender } = render(<Pager {...props} pageNo={5} />)
    const pages = () =>
      within(screen.getByRole('list'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
    expect(pages()).toEqual(['第 1 页', '第 5 页', '第 6 页', '第 7 页', '第 20 页'])
    expect(screen.getByRole('button', { name: '第 6 页' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: '第 5 页' }).getAttribute('aria-current')).toBeNull()
    // The gaps are not read out: the numbers on each side say what they leave out.
    expect(screen.getByRole('list').textContent).toBe('1…567…20')

    const last = screen.getByRole('button', { name: '第 20 页' })
    await user.click(last)
    expect(onPageChange).toHaveBeenLastCalledWith(19)
    rerender(<Pager {...props} pageNo={19} />)
    // The button pressed is still there, now the current page, with the focus.
    expect(document.activeElement).toBe(last)
    expect(last.getAttribute('aria-current')).toBe('page')
    expect(pages()).toEqual(['第 1 页', '第 16 页', '第 17 页', '第 18 页', '第 19 页', '第 20 页'])
    await user.click(last)
    expect(onPageChange).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: '第 1 页' }))
    expect(onPageChange).toHaveBeenLastCalledWith(0)
  })

  it('offers no page numbers without totals, or for a single page', () => {
    const props = { pageSize: 15, totalElements: 45, totalPages: 4, onPageSizeChange: vi.fn(), onPageChange: vi.fn() }
    const { rerender } = render(<Pager {...props} pageNo={1} totalKnown={false} hasNext />)
    expect(screen.queryByRole('list')).toBeNull()
    rerender(<Pager {...props} pageNo={0} totalElements={3} totalPages={1} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
