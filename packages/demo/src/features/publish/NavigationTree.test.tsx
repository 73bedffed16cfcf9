import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ResourceTreeNode } from 'form-resource-api'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { NavigationTree } from './NavigationTree.tsx'

const leaf = (id: string, name: string, pid: string): ResourceTreeNode => ({
  resourceId: id,
  resourcePid: pid,
  resourceName: name,
  children: [],
})
const nodes: ResourceTreeNode[] = [
  {
    resourceId: 'root',
    resourcePid: '0',
    resourceName: '平台',
    children: [
      { ...leaf('doc', '公文', 'root'), children: [leaf('out', '发文', 'doc'), leaf('in', '收文', 'doc')] },
      leaf('meet', '会议', 'root'),
    ],
  },
]

function Tree() {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <>
      <NavigationTree nodes={nodes} selectedId={selected} onSelect={(n) => setSelected(n.resourceId)} label="导航" />
      <p>选中：{selected ?? '无'}</p>
    </>
  )
}
const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) })

describe('NavigationTree', () => {
  it('is a tree with one tab stop, levels and expanded branches', () => {
    render(<Tree />)
    expect(screen.getByRole('tree', { name: '导航' })).toBeTruthy()
    expect(screen.getAllByRole('treeitem')).toHaveLength(5)
    expect(item('发文').getAttribute('aria-level')).toBe('3')
    // Each item is named by its own name, not by its whole subtree.
    expect(screen.getByRole('treeitem', { name: '公文' })).toBe(item('公文'))
    expect(item('公文').getAttribute('aria-expanded')).toBe('true')
    expect(item('会议').hasAttribute('aria-expanded')).toBe(false)
    expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toHaveLength(1)
  })

  it('moves with the arrow keys, closes and opens branches, and selects with Enter and Space', async () => {
    const user = userEvent.setup()
    render(<Tree />)
    await user.tab()
    expect(document.activeElement).toBe(item('平台'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('公文'))
    await user.keyboard('{ArrowLeft}')
    expect(item('公文').getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('treeitem', { name: '发文' })).toBeNull()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('会议'))
    await user.keyboard('{ArrowUp}{ArrowRight}')
    expect(item('公文').getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(item('发文'))
    await user.keyboard('{Enter}')
    expect(screen.getByText('选中：out')).toBeTruthy()
    expect(item('发文').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(item('公文'))
    await user.keyboard('{End} ')
    expect(screen.getByText('选中：meet')).toBeTruthy()
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(item('平台'))
  })

  it('selects on click', async () => {
    const user = userEvent.setup()
    render(<Tree />)
    await user.click(screen.getByText('收文'))
    expect(screen.getByText('选中：in')).toBeTruthy()
  })
})
