import { emptyScope, type GrantScope } from './apps.ts'
import type { Ids } from './ids.ts'
import {
  detachResource,
  insertResource,
  newResourceNode,
  subtree,
  ORDERS,
  type Order,
  type ResourceNode,
  type ResourceTree,
  type Result,
  type SystemRole,
} from './resourceTree.ts'

const PAGE_TYPES = ['draft', 'todo', 'done', 'query']
const ROLE_TYPES = ['create', 'processor', 'view']

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') ? v : undefined

/**
 * Reads an `authorized` object. `deptRole` entries come as `{roleId, deptIds}` (spec) or, from newer services,
 * `{roleIds: "<one id>", deptIds}` (domain notes): both are accepted.
 */
function readScope(value: unknown, where: string): Result<GrantScope> {
  if (value === undefined) return { ok: true, value: emptyScope() }
  if (!isObject(value)) return { ok: false, msg: `${where} must be an object` }
  const scope = emptyScope()
  for (const key of ['deptId', 'roleId'] as const) {
    if (value[key] === undefined) continue
    const list = strings(value[key])
    if (!list) return { ok: false, msg: `${where}.${key} must be an array of strings` }
    scope[key] = list
  }
  for (const [i, entry] of ((value.deptRole as unknown[] | undefined) ?? []).entries()) {
    const roleId = isObject(entry) ? (entry.roleId ?? entry.roleIds) : undefined
    const deptIds = isObject(entry) ? strings(entry.deptIds) : undefined
    if (!isText(roleId) || !deptIds) return { ok: false, msg: `${where}.deptRole[${i}] must be {roleId, deptIds}` }
    scope.deptRole.push({ roleId, deptIds })
  }
  for (const [i, entry] of ((value.user as unknown[] | undefined) ?? []).entries()) {
    if (!isObject(entry) || !isText(entry.userId) || typeof entry.deptId !== 'string') {
      return { ok: false, msg: `${where}.user[${i}] must be {deptId, userId}` }
    }
    scope.user.push({ deptId: entry.deptId, userId: entry.userId })
  }
  return { ok: true, value: scope }
}

interface Page {
  code: string
  name: string
  type: string
  url: string
}

/** Reads and checks the whole release before anything changes. */
function readRelease(tree: ResourceTree, para: Json) {
  const problem = (msg: string) => ({ ok: false as const, msg })
  if (!isText(para.workId)) return problem('workId (the form id) is missing')
  if (!isText(para.title) && !isText(para.workName)) return problem('title (the form name) is missing')
  if (String(para.flowType) !== '9') return problem(`flowType must be "9", got ${JSON.stringify(para.flowType)}`)
  if (!isText(para.applyUserId)) return problem('applyUserId (the publisher) is missing')
  const position = para.position
  if (!isObject(position)) return problem('position is missing')
  if (!isText(position.code)) return problem('position.code is missing')
  if (!isText(position.name)) return problem('position.name is missing')
  if (!(ORDERS as readonly string[]).includes(String(position.order)))
    return problem(`position.order must be after, before or child, got ${JSON.stringify(position.order)}`)
  if (!isText(position.resourceId) || !tree.nodes.has(position.resourceId)) {
    return problem(`position.resourceId ${JSON.stringify(position.resourceId)} is not a resource`)
  }
  const flow = para.ext === undefined
  const pages: Page[] = []
  const rawPages = position.resources ?? []
  if (!Array.isArray(rawPages)) return problem('position.resources must be an array')
  if (!flow && rawPages.length > 0) return problem('position.resources must be empty for a non-flow form (ext is set)')
  for (const [i, page] of rawPages.entries()) {
    if (
      !isObject(page) ||
      !isText(page.code) ||
      !isText(page.name) ||
      !PAGE_TYPES.includes(String(page.type)) ||
      !isText(page.url)
    ) {
      return problem(`position.resources[${i}] must be {code, name, type: draft|todo|done|query, url}`)
    }
    pages.push({ code: page.code, name: page.name, type: String(page.type), url: page.url })
  }
  // Codes identify pages on the next release: two pages with one code would be merged into one node twice.
  const firstWith = new Map<string, string>([[position.code, 'position']])
  for (const [i, page] of pages.entries()) {
    const earlier = firstWith.get(page.code)
    if (earlier !== undefined)
      return problem(
        `position.resources[${i}].code ${JSON.stringify(page.code)} is also the code of ${earlier}: page codes must differ`,
      )
    firstWith.set(page.code, `position.resources[${i}]`)
  }
  if (!flow && !isText(position.url)) return problem('position.url is missing for a non-flow form')
  if (!flow && !['noFlow', 'dashboard', 'roleManage'].includes(String(para.ext))) {
    return problem(`ext must be noFlow, dashboard or roleManage, got ${JSON.stringify(para.ext)}`)
  }
  const codes = new Set(flow ? pages.map((p) => p.code) : [position.code])
  const roles = new Map<string, SystemRole>()
  if (!Array.isArray(para.rlsyConfig)) return problem('rlsyConfig must be an array')
  for (const [i, entry] of para.rlsyConfig.entries()) {
    const where = `rlsyConfig[${i}]`
    if (
      !isObject(entry) ||
      !isText(entry.rlsyCode) ||
      !isText(entry.rlsyName) ||
      !ROLE_TYPES.includes(String(entry.type))
    ) {
      return problem(`${where} must have rlsyCode, rlsyName and type create|processor|view`)
    }
    // A string per the spec, an array in deployed services (domain notes): both are accepted.
    const pageCodes = typeof entry.resourceCode === 'string' ? [entry.resourceCode] : strings(entry.resourceCode)
    if (!pageCodes) return problem(`${where}.resourceCode must be a page code or an array of them`)
    const unknown = pageCodes.find((c) => !codes.has(c))
    if (unknown !== undefined)
      return problem(`${where}.resourceCode ${JSON.stringify(unknown)} is not a page of this release`)
    const scope = readScope(entry.authorized, `${where}.authorized`)
    if (!scope.ok) return scope
    const role = roles.get(entry.rlsyCode) ?? {
      rlsyCode: entry.rlsyCode,
      rlsyName: entry.rlsyName,
      type: String(entry.type),
      workId: para.workId,
      resourceCodes: [],
      authorized: scope.value,
    }
    role.resourceCodes = [...new Set([...role.resourceCodes, ...pageCodes])]
    roles.set(entry.rlsyCode, role)
  }
  return {
    ok: true as const,
    value: {
      workId: para.workId,
      code: position.code,
      name: position.name,
      order: position.order as Order,
      anchor: position.resourceId,
      url: flow ? '' : (position.url as string),
      existingId: isText(para.resourceId) ? para.resourceId : undefined,
      pages,
      roles: [...roles.values()],
    },
  }
}

/**
 * B9: a release is a snapshot of one form, keyed by `workId` (domain notes). The form's resource is created or
 * updated (and moved to the position given), its pages created, updated by code or removed, and its system roles
 * replaced. Everything is checked first; on a problem nothing changes.
 */
export function releaseForm(tree: ResourceTree, ids: Ids, para: Json): Result<{ resourceId: string }> {
  const read = readRelease(tree, para)
  if (!read.ok) return read
  const release = read.value
  const byWork = [...tree.nodes.values()].find((n) => n.resourcetypeId === 'form' && n.workId === release.workId)
  const given = release.existingId ? tree.nodes.get(release.existingId) : undefined
  let form: ResourceNode | undefined = byWork ?? (given?.resourcetypeId === 'form' ? given : undefined)
  if (form && subtree(tree, form.resourceId).includes(release.anchor)) {
    return { ok: false, msg: `position.resourceId ${release.anchor} lies inside the form's own resource` }
  }

  if (form) detachResource(tree, form.resourceId)
  else {
    form = newResourceNode(ids, ids.platformId(), '', release.name, 'form', tree.systemId)
    form.workId = release.workId
  }
  form.resourceName = release.name
  form.resourceCode = release.code
  form.resourceContent = release.url
  insertResource(tree, form, release.anchor, release.order)

  const formId = form.resourceId
  const existing = new Map((tree.children.get(formId) ?? []).map((id) => [tree.nodes.get(id)?.resourceCode, id]))
  const keep: string[] = []
  for (const page of release.pages) {
    const id = existing.get(page.code)
    const node =
      (id && tree.nodes.get(id)) || newResourceNode(ids, ids.platformId(), formId, page.name, 'page', tree.systemId)
    Object.assign(node, {
      resourceName: page.name,
      resourceContent: page.url,
      resourceCode: page.code,
      workId: release.workId,
      resourcePid: formId,
    })
    tree.nodes.set(node.resourceId, node)
    keep.push(node.resourceId)
  }
  for (const id of tree.children.get(formId) ?? []) {
    if (!keep.includes(id)) for (const gone of subtree(tree, id)) tree.nodes.delete(gone)
  }
  tree.children.set(formId, keep)
  keep.forEach((id, i) => {
    const node = tree.nodes.get(id)
    if (node) node.resourceOrder = i + 1
  })
  tree.roles = [...tree.roles.filter((r) => r.workId !== release.workId), ...release.roles]
  return { ok: true, value: { resourceId: formId } }
}
