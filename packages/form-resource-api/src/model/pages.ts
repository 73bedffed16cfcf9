import type { FormKind, PageType } from './types.ts'

/**
 * The generated pages of a flow form: their release name and url segment (spec B9), and their publish-tree id
 * suffix and url segment (spec C).
 */
export const FLOW_PAGES: readonly {
  type: PageType
  name: string
  releaseSegment: string
  englishName: string
  treeSegment: string
}[] = [
  { type: 'draft', name: '草稿', releaseSegment: 'draftList', englishName: 'draftList', treeSegment: 'draft-list' },
  { type: 'todo', name: '待办', releaseSegment: 'todoList', englishName: 'todoList', treeSegment: 'todo-list' },
  { type: 'done', name: '已办', releaseSegment: 'doneList', englishName: 'doneList', treeSegment: 'done-list' },
  { type: 'query', name: '查询', releaseSegment: 'searchList', englishName: 'searchList', treeSegment: 'search-list' },
]

/** The base path without a trailing slash. */
export const trimBase = (base: string) => base.replace(/\/+$/, '')

/** An app's home in the form app: `/{form_app}/app/<app_id>/home` (spec C shapes). */
export const appHomeUrl = (base: string, appId: string) => `${trimBase(base)}/app/${appId}/home`

/** The url of a form in the form app: `/{form_app}/app/<app_id>/home/form/<form_id>` (spec C shapes). */
export function formUrl(base: string, appId: string, formId: string): string {
  return `${appHomeUrl(base, appId)}/form/${formId}`
}

/** The one page of a form without a flow: a dashboard's own page, or the form's no-flow list. */
export function singlePageUrl(base: string, appId: string, kind: FormKind, formId: string): string {
  return kind === 'dashboard'
    ? `${appHomeUrl(base, appId)}/dashboard/${formId}`
    : `${formUrl(base, appId, formId)}/no-flow-list`
}

/** `a, b or c`, for messages that list the allowed values. */
export const oneOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`
