import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
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
