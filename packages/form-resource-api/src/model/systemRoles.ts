import { toScope, unionScopes } from './grantScope.ts'
import type { FlowNodeInput, GrantScope, PageType } from './types.ts'

export type RoleType = 'create' | 'processor' | 'view'

/** The pages each system role may access (spec role table). */
export const ROLE_PAGES: Readonly<Record<RoleType, readonly PageType[]>> = {
  create: ['draft', 'todo', 'done', 'query'],
  processor: ['todo', 'done', 'query'],
  view: ['query'],
}

/** The name suffix of each role: `<form>起草角色`, `<form>办理角色`, `<form>查看角色` (domain notes). */
export const ROLE_NAMES: Readonly<Record<RoleType, string>> = {
  create: '起草角色',
  processor: '办理角色',
  view: '查看角色',
}

/**
 * The grants of a flow form's three system roles (spec role table): create is the drafting node's scope;
 * processor the union of every node's scope; view that union plus the publishing administrators.
 */
export function systemRoleScopes(
  flowNodes: readonly FlowNodeInput[],
  administrators: Partial<GrantScope> = {},
): Record<RoleType, GrantScope> {
  const processor = unionScopes(...flowNodes.map((n) => n.scope))
  return {
    create: toScope(flowNodes.find((n) => n.kind === 'draft')?.scope),
    processor,
    view: unionScopes(processor, administrators),
  }
}

/** Who may open each page of a flow form: the union of the roles that reach it. */
export function pageScopes(roles: Record<RoleType, GrantScope>): Record<PageType, GrantScope> {
  const reach = (page: PageType) =>
    unionScopes(
      ...(Object.keys(ROLE_PAGES) as RoleType[]).filter((r) => ROLE_PAGES[r].includes(page)).map((r) => roles[r]),
    )
  return { draft: reach('draft'), todo: reach('todo'), done: reach('done'), query: reach('query') }
}
