import type { GrantScope, SysResourceInfo } from 'form-resource-api'
import type { Ids } from './ids.ts'

/** A platform resource: the resource info record of spec B8, plus the form it belongs to (for releases). */
export interface ResourceNode extends SysResourceInfo {
  /** The form (release `workId`) a form resource or page belongs to. */
  workId: string | null
}

/** A system role created by a release (spec role table). */
export interface SystemRole {
  rlsyCode: string
  rlsyName: string
  type: string
  workId: string
  /** Codes of the pages the role may access. */
  resourceCodes: string[]
  authorized: GrantScope
}

export interface ResourceTree {
  systemId: string
  nodes: Map<string, ResourceNode>
  /** Child ids of each parent, in menu order (B5). */
  children: Map<string, string[]>
  roles: SystemRole[]
}

export const ORDERS = ['after', 'before', 'child'] as const
export type Order = (typeof ORDERS)[number]
export type Result<T> = { ok: true; value: T } | { ok: false; msg: string }

const ok = <T>(value: T): Result<T> => ({ ok: true, value })
const fail = <T>(msg: string): Result<T> => ({ ok: false, msg })

/** A tree with the system root and its navigation menus (domain notes: 公文 with 发文 and 收文; 会议). */
export function seedResourceTree(ids: Ids, systemId = '67250'): ResourceTree {
  const tree: ResourceTree = { systemId, nodes: new Map(), children: new Map(), roles: [] }
  insert(tree, newNode(ids, systemId, '0', '平台产品集成示例', 'system', systemId), '0', 'child')
  const menu = (name: string, parent: string) => {
    const node = newNode(ids, ids.platformId(), parent, name, 'menu', systemId)
    insert(tree, node, parent, 'child')
    return node.resourceId
  }
  const documents = menu('公文', systemId)
  menu('发文', documents)
  menu('收文', documents)
  menu('会议', systemId)
  return tree
}

function newNode(
  ids: Ids,
  resourceId: string,
  resourcePid: string,
  resourceName: string,
  type: string,
  treeId: string,
): ResourceNode {
  return {
    resourceId,
    resourcePid,
    resourceName,
    resourceOrder: 0,
    resourceContent: '',
    resourcetypeId: type,
    isNavigation: type === 'page' ? '0' : '1',
    rtypeId: '1',
    treeId,
    resourceCode: ids.code(),
    isTab: '0',
    status: '1',
    workId: null,
  }
}

function renumber(tree: ResourceTree, parent: string): void {
  tree.children.get(parent)?.forEach((id, i) => {
    const node = tree.nodes.get(id)
    if (node) node.resourceOrder = i + 1
  })
}

/** Puts a node in place: under `parent` at the end (`child`), or next to `anchor` (`after`, `before`). */
function insert(tree: ResourceTree, node: ResourceNode, parentOrAnchor: string, order: Order): void {
  const anchor = order === 'child' ? undefined : tree.nodes.get(parentOrAnchor)
  const parent = anchor ? anchor.resourcePid : parentOrAnchor
  const siblings = tree.children.get(parent) ?? []
  const at = anchor ? siblings.indexOf(anchor.resourceId) + (order === 'after' ? 1 : 0) : siblings.length
  siblings.splice(at, 0, node.resourceId)
  tree.children.set(parent, siblings)
  node.resourcePid = parent
  tree.nodes.set(node.resourceId, node)
  renumber(tree, parent)
}

function detach(tree: ResourceTree, id: string): void {
  const node = tree.nodes.get(id)
  if (!node) return
  const siblings = tree.children.get(node.resourcePid) ?? []
  tree.children.set(
    node.resourcePid,
    siblings.filter((s) => s !== id),
  )
  renumber(tree, node.resourcePid)
}

/** The node and all its descendants, the node first. */
export function subtree(tree: ResourceTree, id: string): string[] {
  // A loop, not recursion or push(...children): a parent may have hundreds of thousands of children.
  const out = [id]
  for (let i = 0; i < out.length; i++) for (const child of tree.children.get(out[i] as string) ?? []) out.push(child)
  return out
}

/** Checks where a node may go: the order, and the parent (`child`) or anchor (`after`, `before`). */
function checkPosition(
  tree: ResourceTree,
  order: unknown,
  superId: unknown,
  anchorId: unknown,
): Result<{ order: Order; target: string }> {
  const o = order ?? 'child'
  if (typeof o !== 'string' || !(ORDERS as readonly string[]).includes(o))
    return fail(`order must be after, before or child, got ${JSON.stringify(o)}`)
  if (o === 'child') {
    if (typeof superId !== 'string' || !tree.nodes.has(superId))
      return fail(`superId ${JSON.stringify(superId)} is not a resource`)
    return ok({ order: 'child', target: superId })
  }
  if (typeof anchorId !== 'string' || !tree.nodes.has(anchorId))
    return fail(`resourceId (the anchor) ${JSON.stringify(anchorId)} is not a resource`)
  if (tree.nodes.get(anchorId)?.resourcePid === '0') return fail(`cannot place a resource ${o} the root ${anchorId}`)
  return ok({ order: o as Order, target: anchorId })
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** B1: adds a resource. `order` defaults to `child` (domain notes). */
export function addResource(
  tree: ResourceTree,
  ids: Ids,
  para: Record<string, unknown>,
): Result<{ resourceId: string }> {
  if (!nonEmpty(para.name)) return fail('name is missing or empty')
  const position = checkPosition(tree, para.order, para.superId, para.resourceId)
  if (!position.ok) return position
  const node = newNode(ids, ids.platformId(), '', para.name, 'menu', tree.systemId)
  insert(tree, node, position.value.target, position.value.order)
  return ok({ resourceId: node.resourceId })
}

/** B3: renames a resource. Older services send `resourceName` instead of `name`: both are accepted. */
export function renameResource(tree: ResourceTree, para: Record<string, unknown>): Result<null> {
  const name = para.name ?? para.resourceName
  if (!nonEmpty(name)) return fail('name (or resourceName) is missing or empty')
  const node = typeof para.resourceId === 'string' ? tree.nodes.get(para.resourceId) : undefined
  if (!node) return fail(`resourceId ${JSON.stringify(para.resourceId)} is not a resource`)
  node.resourceName = name
  return ok(null)
}

/** B4: deletes a resource, its subtree, and the grants of the pages deleted. */
export function removeResource(tree: ResourceTree, id: string): Result<{ removed: string[] }> {
  const node = tree.nodes.get(id)
  if (!node) return fail(`resource ${JSON.stringify(id)} does not exist`)
  if (node.resourcePid === '0')
    return fail(`resource ${id} is the root of system ${tree.systemId} and cannot be deleted`)
  const removed = subtree(tree, id)
  const codes = new Set(removed.map((r) => tree.nodes.get(r)?.resourceCode))
  detach(tree, id)
  for (const r of removed) {
    tree.nodes.delete(r)
    tree.children.delete(r)
  }
  tree.roles = tree.roles
    .map((role) => ({ ...role, resourceCodes: role.resourceCodes.filter((c) => !codes.has(c)) }))
    .filter((role) => role.resourceCodes.length > 0)
  return ok({ removed })
}

/** B5: the child ids of a resource, in menu order. */
export function childIds(tree: ResourceTree, pid: string): Result<string[]> {
  if (!tree.nodes.has(pid)) return fail(`pid ${JSON.stringify(pid)} is not a resource`)
  return ok([...(tree.children.get(pid) ?? [])])
}

/** B6 and B7: moves a resource (with its subtree) next to an anchor or under a parent. */
export function moveResource(tree: ResourceTree, para: Record<string, unknown>): Result<null> {
  const node = typeof para.id === 'string' ? tree.nodes.get(para.id) : undefined
  if (!node) return fail(`id ${JSON.stringify(para.id)} is not a resource`)
  if (node.resourcePid === '0') return fail(`resource ${node.resourceId} is a root and cannot be moved`)
  const position = checkPosition(tree, para.order, para.superId, para.resourceId)
  if (!position.ok) return position
  const { order, target } = position.value
  const newParent = order === 'child' ? target : (tree.nodes.get(target)?.resourcePid as string)
  if (target === node.resourceId) return fail(`cannot move resource ${node.resourceId} relative to itself`)
  if (subtree(tree, node.resourceId).includes(newParent))
    return fail(`cannot move resource ${node.resourceId} under its own descendant ${newParent}`)
  detach(tree, node.resourceId)
  insert(tree, node, target, order)
  return ok(null)
}

/** B8: the resource info record. */
export function resourceInfo(tree: ResourceTree, rid: string): Result<Omit<ResourceNode, 'workId'>> {
  const node = tree.nodes.get(rid)
  if (!node) return fail(`rid ${JSON.stringify(rid)} is not a resource`)
  const { workId: _workId, ...info } = node
  return ok(info)
}

/** Checks that a tree is a tree: one parent each, no cycles, child lists matching parent ids. For tests. */
export function treeProblems(tree: ResourceTree): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const [parent, kids] of tree.children) {
    if (parent !== '0' && !tree.nodes.has(parent)) problems.push(`child list of missing parent ${parent}`)
    kids.forEach((kid, i) => {
      const node = tree.nodes.get(kid)
      if (!node) problems.push(`missing child ${kid} of ${parent}`)
      else if (node.resourcePid !== parent) problems.push(`${kid} listed under ${parent} but says ${node.resourcePid}`)
      else if (node.resourceOrder !== i + 1) problems.push(`${kid} has order ${node.resourceOrder}, position ${i + 1}`)
      if (seen.has(kid)) problems.push(`${kid} listed under ${seen.get(kid)} and ${parent}`)
      seen.set(kid, parent)
    })
  }
  for (const node of tree.nodes.values()) {
    if (!seen.has(node.resourceId)) problems.push(`orphan ${node.resourceId}`)
    const path = new Set<string>()
    for (let at: string | undefined = node.resourceId; at && at !== '0'; at = tree.nodes.get(at)?.resourcePid) {
      if (path.has(at)) {
        problems.push(`cycle through ${at}`)
        break
      }
      path.add(at)
    }
  }
  return problems
}

export { insert as insertResource, detach as detachResource, newNode as newResourceNode }
