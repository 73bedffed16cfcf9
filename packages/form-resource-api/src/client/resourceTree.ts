import type { ResourceEntry, ResourceTreeNode } from './types.ts'

/**
 * The B2 entries as a tree: roots are entries whose parent is `"0"` or not among the entries; children keep the
 * order of the list.
 *
 * @example
 * toResourceTree([{ resourceId: 'a', resourcePid: '0', resourceName: 'A' }, { resourceId: 'b', resourcePid: 'a', resourceName: 'B' }])
 * // [{ resourceId: 'a', …, children: [{ resourceId: 'b', …, children: [] }] }]
 */
export function toResourceTree(entries: readonly ResourceEntry[]): ResourceTreeNode[] {
  const nodes = new Map(entries.map((e) => [e.resourceId, { ...e, children: [] as ResourceTreeNode[] }]))
  const roots: ResourceTreeNode[] = []
  for (const node of nodes.values()) {
    const parent = node.resourcePid === '0' ? undefined : nodes.get(node.resourcePid)
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
