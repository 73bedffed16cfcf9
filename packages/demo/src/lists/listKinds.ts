import type { ListKind } from '../app/paths.ts'

/** What differs between the lists: the endpoint, the names, and what the empty list says. */
export interface ListKindInfo {
  /** `GET /api/forms/{formId}/<endpoint>`. */
  endpoint: 'drafts' | 'todos' | 'dones' | 'records'
  /** The list's name (`待办`). */
  label: string
  /** What the table is called (`待办列表`; the no-flow list is `记录列表`, not `列表列表`). */
  listName: string
  /** What the empty list says when no filter is applied. */
  emptyTitle: string
  emptyHint: string
  /** The form's own fields shown as columns. */
  fieldKeys: readonly string[]
}

export const LIST_KINDS: Record<ListKind, ListKindInfo> = {
  draft: {
    endpoint: 'drafts',
    label: '草稿',
    listName: '草稿列表',
    emptyTitle: '还没有草稿',
    emptyHint: '新建一份草稿，填好后可以随时回来继续编辑。',
    fieldKeys: ['destination', 'days'],
  },
  todo: {
    endpoint: 'todos',
    label: '待办',
    listName: '待办列表',
    emptyTitle: '没有待办事项',
    emptyHint: '需要你处理的表单到达时会出现在这里。',
    fieldKeys: [],
  },
  done: {
    endpoint: 'dones',
    label: '已办',
    listName: '已办列表',
    emptyTitle: '还没有已办事项',
    emptyHint: '你处理过的表单会出现在这里。',
    fieldKeys: [],
  },
  search: {
    endpoint: 'records',
    label: '查询',
    listName: '查询列表',
    emptyTitle: '没有可查看的记录',
    emptyHint: '你有权查看的表单记录会出现在这里。',
    fieldKeys: ['destination', 'days'],
  },
  noFlow: {
    endpoint: 'records',
    label: '列表',
    listName: '记录列表',
    emptyTitle: '还没有记录',
    emptyHint: '这个表单还没有人填写。',
    fieldKeys: [],
  },
}

/** The lists a flow form has, in tab order; a no-flow form has only its list. */
export const FLOW_LISTS: readonly ListKind[] = ['draft', 'todo', 'done', 'search']
