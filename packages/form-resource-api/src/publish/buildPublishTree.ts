import { flowNodeProblems, isEmptyScope, scopeProblems, toScope, unionScopes } from '../model/grantScope.ts'
import { appHomeUrl, FLOW_PAGES, formUrl, oneOf, singlePageUrl } from '../model/pages.ts'
import { ReleaseInputError } from '../model/ReleaseInputError.ts'
import { pageScopes, systemRoleScopes } from '../model/systemRoles.ts'
import { FORM_KINDS, type GrantScope } from '../model/types.ts'
import type { PublishApp, PublishForm, PublishGroup, PublishNode } from './types.ts'

export interface PublishTreeOptions {
  /** Base path of the form app (`/sinoform`): the `{form_app}` of the spec's urls. Default: `'/sinoform'`. */
  formAppBase?: string
}

const withAuth = (node: Omit<PublishNode, 'auth'>, auth: GrantScope): PublishNode =>
  isEmptyScope(auth) ? node : { ...node, auth }

/** The union of the children's grants: an ancestor covers all of its descendants (spec rule). */
const rollUp = (children: PublishNode[]) => unionScopes(...children.map((c) => c.auth ?? {}))

function checkModel(app: PublishApp): void {
  const problems: { field: string; message: string }[] = []
  const seen = new Set<string>()
  const visit = (items: (PublishForm | PublishGroup)[], path: string) => {
    items.forEach((item, i) => {
      const where = `${path}[${i}]`
      if (typeof item.id !== 'string' || item.id.trim() === '')
        problems.push({ field: `${where}.id`, message: 'is missing or empty' })
      else if (seen.has(item.id))
        problems.push({ field: `${where}.id`, message: `${item.id} appears twice in the app` })
      seen.add(item.id)
      if (typeof item.name !== 'string' || item.name.trim() === '')
        problems.push({ field: `${where}.name`, message: 'is missing or empty' })
      if (item.kind === 'group') visit(item.children ?? [], `${where}.children`)
      else if (!FORM_KINDS.includes(item.kind))
        problems.push({
          field: `${where}.kind`,
          message: `must be group, ${oneOf(FORM_KINDS)}, got ${JSON.stringify(item.kind)}`,
        })
      else {
        const nodeProblems = flowNodeProblems(item.flowNodes, `${where}.flowNodes`)
        problems.push(...scopeProblems(item.administrators, `${where}.administrators`), ...nodeProblems)
        if (item.kind === 'flow' && nodeProblems.length === 0 && !item.flowNodes?.some((n) => n.kind === 'draft'))
          problems.push({ field: `${where}.flowNodes`, message: 'a flow form needs its drafting node' })
      }
    })
  }
  if (typeof app.id !== 'string' || app.id.trim() === '')
    problems.push({ field: 'id', message: 'the app id is missing or empty' })
  if (typeof app.name !== 'string' || app.name.trim() === '')
    problems.push({ field: 'name', message: 'the app name is missing or empty' })
  visit(app.children ?? [], 'children')
  if (problems.length > 0) throw new ReleaseInputError('invalid app model', problems)
}

/**
 * The published resource tree of spec C for an app: one `app` root; `form` (flow), `group`, `noflow` and
 * `dashboard` children; four `page` nodes under each flow form. `auth` sits on the lowest level (a flow form's pages
 * get the union of the roles that reach them; a non-flow form gets its administrators) and every ancestor's `auth`
 * is the union of its descendants', deduplicated; an empty `auth` is left out.
 *
 * @example
 * const tree = buildPublishTree({ id: appId, name: '国际合作', children: [{ kind: 'flow', id, name: '出差申请', flowNodes }] })
 * tree.children[0].children.map((page) => page.id) // ['<id>_draftList', '<id>_todoList', '<id>_doneList', '<id>_searchList']
 */
export function buildPublishTree(app: PublishApp, options: PublishTreeOptions = {}): PublishNode {
  checkModel(app)
  const formAppBase = options.formAppBase ?? '/sinoform'
  const appUrl = appHomeUrl(formAppBase, app.id)

  const form = (f: PublishForm): PublishNode => {
    const base = { title: f.name, id: f.id, resourceId: f.resourceId ?? '', iconUrl: '' }
    const url = formUrl(formAppBase, app.id, f.id)
    if (f.kind === 'flow') {
      const scopes = pageScopes(systemRoleScopes(f.flowNodes ?? [], f.administrators))
      const children = FLOW_PAGES.map((p) =>
        withAuth(
          {
            title: p.name,
            id: `${f.id}_${p.englishName}`,
            resourceId: f.pageResourceIds?.[p.type] ?? '',
            iconUrl: '',
            type: 'page',
            url: `${url}/${p.treeSegment}`,
            children: [],
          },
          scopes[p.type],
        ),
      )
      return withAuth({ ...base, type: 'form', url, children }, rollUp(children))
    }
    const type = f.kind === 'dashboard' ? 'dashboard' : 'noflow'
    return withAuth(
      { ...base, type, url: singlePageUrl(formAppBase, app.id, f.kind, f.id), children: [] },
      toScope(f.administrators),
    )
  }
  const item = (i: PublishForm | PublishGroup): PublishNode => {
    if (i.kind !== 'group') return form(i)
    const children = i.children.map(item)
    return withAuth(
      {
        title: i.name,
        id: i.id,
        resourceId: i.resourceId ?? '',
        iconUrl: '',
        type: 'group',
        url: `${appUrl}/group/${i.id}`,
        children,
      },
      rollUp(children),
    )
  }
  const children = app.children.map(item)
  return withAuth(
    {
      title: app.name,
      id: app.id,
      resourceId: app.resourceId ?? '',
      iconUrl: app.iconUrl ?? '',
      type: 'app',
      url: appUrl,
      children,
    },
    rollUp(children),
  )
}
