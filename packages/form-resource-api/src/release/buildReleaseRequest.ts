import { flowNodeProblems, scopeProblems, toScope } from '../model/grantScope.ts'
import { formatTime } from './formatTime.ts'
import { FLOW_PAGES, formUrl, oneOf, singlePageUrl, trimBase } from '../model/pages.ts'
import { ReleaseInputError } from '../model/ReleaseInputError.ts'
import { randomCode, stableCode } from '../model/stableCode.ts'
import { ROLE_NAMES, ROLE_PAGES, systemRoleScopes, type RoleType } from '../model/systemRoles.ts'
import {
  FORM_KINDS,
  ORDERS,
  type PageType,
  type ReleasePage,
  type ReleaseRequest,
  type RoleConfig,
} from '../model/types.ts'
import type { ReleaseInput } from './types.ts'

export interface ReleaseOptions {
  /** Time zone of `time`. Default: `'Asia/Shanghai'`. */
  timeZone?: string
  /** The clock. Default: `() => new Date()`. */
  now?: () => Date
  /** New ids for `flowId` and the message `id`. Default: random 32-hex. */
  newId?: () => string
  /**
   * `'perPage'`: one `rlsyConfig` entry per role and page, `resourceCode` a string (the spec).
   * `'perRole'`: one entry per role, `resourceCode` an array of page codes (what deployed services send).
   * Default: `'perPage'`.
   */
  roleCodes?: 'perPage' | 'perRole'
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

function check(input: ReleaseInput): void {
  const problems: { field: string; message: string }[] = []
  const need = (field: string, value: unknown, what: string) => {
    if (blank(value)) problems.push({ field, message: `${what} is missing or empty` })
  }
  need('form.id', input.form?.id, 'the form id')
  need('form.name', input.form?.name, 'the form name')
  need('form.appId', input.form?.appId, 'the app id')
  if (!FORM_KINDS.includes(input.form?.kind))
    problems.push({
      field: 'form.kind',
      message: `must be ${oneOf(FORM_KINDS)}, got ${JSON.stringify(input.form?.kind)}`,
    })
  if (!input.publisher) problems.push({ field: 'publisher', message: 'the publisher is missing' })
  else
    for (const key of ['userId', 'userName', 'deptId'] as const)
      need(`publisher.${key}`, input.publisher[key], `the publisher's ${key}`)
  if (!ORDERS.includes(input.position?.order))
    problems.push({
      field: 'position.order',
      message: `must be ${oneOf(ORDERS)}, got ${JSON.stringify(input.position?.order)}`,
    })
  need('position.resourceId', input.position?.resourceId, 'the anchor or parent resource')
  need('systemId', input.systemId, 'the system id')
  if (blank(input.formAppBase) || !input.formAppBase.startsWith('/'))
    problems.push({
      field: 'formAppBase',
      message: `must be a path such as /sinoform, got ${JSON.stringify(input.formAppBase)}`,
    })
  const nodeProblems = flowNodeProblems(input.form?.flowNodes, 'form.flowNodes')
  problems.push(...nodeProblems, ...scopeProblems(input.administrators, 'administrators'))
  const nodes: unknown = input.form?.flowNodes
  const drafting = Array.isArray(nodes) && nodes.some((n) => (n as { kind?: unknown } | null)?.kind === 'draft')
  if (input.form?.kind === 'flow' && nodeProblems.length === 0 && !drafting) {
    problems.push({
      field: 'form.flowNodes',
      message: 'a flow form needs its drafting node (kind "draft"): its scope is the create role',
    })
  }
  if (problems.length > 0) throw new ReleaseInputError('invalid release input', problems)
}

/**
 * The release payload of spec B9 for one form. Flow forms get the four list pages and no `position.url`; non-flow
 * forms get `ext`, `position.url` and no pages. The system roles follow the spec's role table. `flowId` (and a flow
 * form's message `id`) are new each time; every code is derived from the form, so a second publish updates.
 * Throws a `ReleaseInputError` naming every problem before anything can be sent.
 *
 * @example
 * const payload = buildReleaseRequest({ form, publisher, administrators, position: { order: 'child', resourceId: '67250' }, formAppBase: '/sinoform', systemId: '67250' })
 * await client.releaseForm(payload)
 */
export function buildReleaseRequest(input: ReleaseInput, options: ReleaseOptions = {}): ReleaseRequest {
  check(input)
  const { form, publisher } = input
  const base = trimBase(input.formAppBase)
  const newId = options.newId ?? randomCode
  const flow = form.kind === 'flow'
  const code = (purpose: string) => stableCode(form.id, purpose)
  const positionCode = code('position')
  const pages: ReleasePage[] = flow
    ? FLOW_PAGES.map((p) => ({
        code: code(`page:${p.type}`),
        name: p.name,
        type: p.type,
        url: `${base}/${p.releaseSegment}/${form.id}`,
      }))
    : []
  const pageCode = (type: PageType) => pages.find((p) => p.type === type)?.code as string

  // Non-flow forms have no flow: their one page (the form itself) goes to the view role, the administrators.
  const scopes = flow
    ? systemRoleScopes(form.flowNodes ?? [], input.administrators)
    : { view: toScope(input.administrators) }
  const rlsyConfig: RoleConfig[] = []
  for (const type of Object.keys(scopes) as RoleType[]) {
    const authorized = scopes[type as keyof typeof scopes] as RoleConfig['authorized']
    const role = { authorized, rlsyCode: code(`role:${type}`), rlsyName: `${form.name}${ROLE_NAMES[type]}`, type }
    const codes = flow ? ROLE_PAGES[type].map(pageCode) : [positionCode]
    if ((options.roleCodes ?? 'perPage') === 'perRole') rlsyConfig.push({ ...role, resourceCode: codes })
    else for (const resourceCode of codes) rlsyConfig.push({ ...role, resourceCode })
  }

  const home = formUrl(base, form.appId, form.id)
  const request: ReleaseRequest = {
    applyDeptId: publisher.deptId,
    applyDeptName: publisher.deptName ?? '',
    applyUserId: publisher.userId,
    applyUserName: publisher.userName,
    flowId: newId(),
    flowType: '9',
    position: {
      code: positionCode,
      name: form.name,
      order: input.position.order,
      resourceId: input.position.resourceId,
      resources: pages,
      url: flow ? '' : singlePageUrl(base, form.appId, form.kind, form.id),
    },
    rlsyConfig,
    subId: input.systemId,
    time: formatTime((options.now ?? (() => new Date()))(), options.timeZone ?? 'Asia/Shanghai'),
    title: form.name,
    url: home,
    workId: form.id,
    workName: form.name,
  }
  if (flow) request.id = newId()
  else {
    request.ext = form.kind as 'noFlow' | 'dashboard' | 'roleManage'
    if (form.resourceId) request.resourceId = form.resourceId
  }
  return request
}
