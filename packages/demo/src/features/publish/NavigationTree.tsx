import { useState, type KeyboardEvent } from 'react'
import type { ResourceTreeNode } from 'form-resource-api'

export interface NavigationTreeProps {
  /** The navigation resources (B2 as a tree). */
  nodes: readonly ResourceTreeNode[]
  /** The selected resource id, or `null`. */
  selectedId: string | null
  /** Called with the resource the user picks (click, Enter or Space). */
  onSelect: (node: ResourceTreeNode) => void
  /** The tree's accessible name. */
  label: string
  /** Ids expanded at first. Default: every node with children. */
  initiallyExpanded?: readonly string[]
}

interface Visible {
  node: ResourceTreeNode
  parentId: string | null
  level: number
  setSize: number
  posInSet: number
}

function allParents(nodes: readonly ResourceTreeNode[], into: string[] = []): string[] {
  for (const n of nodes) {
    if (n.children.length > 0) into.push(n.resourceId)
    allParents(n.children, into)
  }
  return into
}

const domId = (id: string) => `nav-node-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`

/**
 * The navigation resources as an ARIA tree (WAI-ARIA tree view pattern): one tab stop; Up and Down move, Right opens
 * or enters a branch, Left closes it or goes to the parent, Home and End jump, Enter and Space select.
 */
export function NavigationTree({ nodes, selectedId, onSelect, label, initiallyExpanded }: NavigationTreeProps) {
  // What the user closed (and, with `initiallyExpanded`, what starts closed): a branch that appears later (the tree
  // reloaded after a publication) opens like the first ones did.
  const [collapsed, setCollapsed] = useState(() => {
    const open = new Set(initiallyExpanded ?? allParents(nodes))
    return new Set(allParents(nodes).filter((id) => !open.has(id)))
  })
  const expanded = { has: (id: string) => !collapsed.has(id) }
  const [focusedId, setFocusedId] = useState<string | null>(null)

  const visible: Visible[] = []
  const walk = (list: readonly ResourceTreeNode[], parentId: string | null, level: number) => {
    list.forEach((node, i) => {
      visible.push({ node, parentId, level, setSize: list.length, posInSet: i + 1 })
      if (expanded.has(node.resourceId)) walk(node.children, node.resourceId, level + 1)
    })
  }
  walk(nodes, null, 1)
  const active =
    visible.find((v) => v.node.resourceId === focusedId) ??
    visible.find((v) => v.node.resourceId === selectedId) ??
    visible[0]

  const focus = (id: string) => {
    setFocusedId(id)
    document.getElementById(domId(id))?.focus()
  }
  const toggle = (id: string, open: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev)
      if (open) next.delete(id)
      else next.add(id)
      return next
    })

  const onKeyDown = (event: KeyboardEvent) => {
    if (!active) return
    const index = visible.indexOf(active)
    const { node, parentId } = active
    const isOpen = expanded.has(node.resourceId)
    const go = (v: Visible | undefined) => v && focus(v.node.resourceId)
    switch (event.key) {
      case 'ArrowDown':
        go(visible[index + 1])
        break
      case 'ArrowUp':
        go(visible[index - 1])
        break
      case 'Home':
        go(visible[0])
        break
      case 'End':
        go(visible.at(-1))
        break
      case 'ArrowRight':
        if (node.children.length === 0) return
        if (isOpen) go(visible[index + 1])
        else toggle(node.resourceId, true)
        break
      case 'ArrowLeft':
        if (node.children.length > 0 && isOpen) toggle(node.resourceId, false)
        else if (parentId !== null) focus(parentId)
        else return
        break
      case 'Enter':
      case ' ':
        onSelect(node)
        break
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation()
  }

  // The tree is drawn flat, each item holding only its own name (its level, size and position say where it sits):
  // a nested item would hold its children's names too, and its accessible name would not match its visible text.
  const item = ({ node, level, setSize, posInSet }: Visible) => {
    const hasChildren = node.children.length > 0
    const isOpen = expanded.has(node.resourceId)
    const selected = node.resourceId === selectedId
    return (
      <li
        key={node.resourceId}
        id={domId(node.resourceId)}
        role="treeitem"
        aria-level={level}
        aria-setsize={setSize}
        aria-posinset={posInSet}
        aria-selected={selected}
        aria-expanded={hasChildren ? isOpen : undefined}
        tabIndex={active?.node.resourceId === node.resourceId ? 0 : -1}
        className="nav-tree__item"
        style={{ paddingLeft: `calc(${level - 1} * var(--space-5))` }}
        onFocus={(e) => {
          if (e.target === e.currentTarget) setFocusedId(node.resourceId)
        }}
        onClick={() => {
          setFocusedId(node.resourceId)
          onSelect(node)
        }}
      >
        <span className={`nav-tree__row${selected ? ' nav-tree__row--selected' : ''}`}>
          <span
            className="nav-tree__toggle"
            aria-hidden="true"
            onClick={(e) => {
              if (!hasChildren) return
              e.stopPropagation()
              toggle(node.resourceId, !isOpen)
            }}
          >
            {hasChildren ? (isOpen ? '▾' : '▸') : '·'}
          </span>
          <span className="nav-tree__name">{node.resourceName}</span>
        </span>
      </li>
    )
  }

  return (
    <ul role="tree" aria-label={label} className="nav-tree" onKeyDown={onKeyDown}>
      {visible.map(item)}
    </ul>
  )
}
