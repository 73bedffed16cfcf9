import type { RecordStatus } from './formRecord.ts'

/** The lists of a form: four for a flow form, one for a no-flow form. */
export type ListKind = 'draft' | 'todo' | 'done' | 'search' | 'noFlow'

/**
 * A column a list can show (and export, and show on a phone's card): the record's fields by name, and `fields` for
 * the form's own fields (`fieldKeys`), one column each. What each one is lives in `recordColumns.tsx`.
 */
export type RecordColumnKey =
  | 'flowName'
  | 'bt'
  | 'ddsj'
  | 'cjrName'
  | 'cjsj'
  | 'prevHandlerName'
  | 'zbbmName'
  | 'blsj'
  | 'status'
  | 'cjrDeptName'
  | 'fields'

/** What varies between the lists: where they read, what they are called, what they show and offer. */
export interface ListKindInfo {
  kind: ListKind
  /** `GET /api/forms/{formId}/<endpoint>`. */
  endpoint: 'drafts' | 'todos' | 'dones' | 'records'
  /** Where its records are read, saved and deleted: `/api/forms/{formId}/<records>`. */
  records: 'drafts' | 'records'
  /** Its path segment under a form in the app (spec C urls: `…/home/form/<formId>/<segment>`). */
  segment: string
  /** Its path in the release payload (spec B9 urls: `/sinoform/<release>/<formId>`), when it has one. */
  release?: string
  /** The kind of form that has it: a flow form's four lists, a no-flow form's one. */
  formType: 'flow' | 'noFlow'
  /** Its name (`待办`). */
  label: string
  /** What a heading, a tab or a link calls it: its name, or `记录列表` for the no-flow list (`记录` alone says little). */
  title: string
  /** What one of its records is called where rows arrive (有 2 条新待办). */
  rowNoun: string
  /** What its table is called (`待办列表`; the no-flow list is `记录列表`, not `列表列表`). */
  listName: string
  /** What it holds, in a few words (the home cards). */
  hint: string
  /** What the empty list says when no filter is applied. */
  emptyTitle: string
  emptyHint: string
  /** What the creation time is called in it (a flow's 起草, a no-flow record's 创建). */
  timeLabel: string
  /** The person who created a record (起草人, 创建人). */
  creatorLabel: string
  /** The creator's department (创建人部门; a no-flow record's 所属部门). */
  deptLabel: string
  /** The form's own fields shown as columns and exported. */
  fieldKeys: readonly string[]
  /** Its table's columns, in order (the selection first, and a draft's buttons last, come with the kind). */
  columns: readonly RecordColumnKey[]
  /** What a phone's card shows under the title (the feed). */
  cardFields: readonly RecordColumnKey[]
  /** The statuses its records can have, offered by the status filter; none: no status filter. */
  statuses: readonly RecordStatus[]
  /** The filter by creator. */
  filterCreator: boolean
  /** Records can be created and deleted here (drafts). */
  editable: boolean
  /**
   * It lists the user's own drafts (草稿, and 查询, which holds every record the user may open): a draft deleted and
   * waiting out its 5 s to undo is already off its count.
   */
  holdsOwnDrafts: boolean
  /** Records can be submitted into their flow here (提交: drafts). Default `false`. */
  submittable?: boolean
  /**
   * The time the list is ordered by, newest first, when no sort is asked for: 创建时间 (`cjsj`), or on the done list
   * 办理时间 (`blsj`), what the user just handled coming first. Default `cjsj`.
   */
  newestBy?: 'cjsj' | 'blsj'
  /** Records can be acted on here (办理: to-dos). */
  actionable: boolean
  /** Load the next page ahead (people work through to-dos page by page). */
  prefetch: boolean
  /** On a phone the list is a feed that loads more as it scrolls. */
  feedOnPhone: boolean
}

const LIST_KINDS_IN_ORDER: readonly ListKindInfo[] = [
  {
    kind: 'draft',
    endpoint: 'drafts',
    records: 'drafts',
    segment: 'draft-list',
    release: 'draftList',
    formType: 'flow',
    label: '草稿',
    title: '草稿',
    listName: '草稿列表',
    rowNoun: '草稿',
    hint: '我起草、还没提交的',
    emptyTitle: '还没有草稿',
    emptyHint: '新建一份草稿，填好后可以随时回来继续编辑。',
    timeLabel: '创建时间',
    creatorLabel: '创建人',
    deptLabel: '创建人部门',
    fieldKeys: ['destination', 'days'],
    columns: ['bt', 'status', 'fields', 'cjrName', 'cjsj'],
    cardFields: ['status', 'fields', 'cjsj'],
    statuses: ['草稿', '已退回'],
    filterCreator: false,
    editable: true,
    holdsOwnDrafts: true,
    submittable: true,
    actionable: false,
    prefetch: false,
    feedOnPhone: false,
  },
  {
    kind: 'todo',
    endpoint: 'todos',
    records: 'records',
    segment: 'todo-list',
    release: 'todoList',
    formType: 'flow',
    label: '待办',
    title: '待办',
    listName: '待办列表',
    rowNoun: '待办',
    hint: '等我办理的',
    emptyTitle: '没有待办事项',
    emptyHint: '需要你处理的表单到达时会出现在这里。',
    timeLabel: '起草时间',
    creatorLabel: '起草人',
    deptLabel: '创建人部门',
    fieldKeys: [],
    columns: ['flowName', 'bt', 'ddsj', 'cjrName', 'cjsj', 'prevHandlerName', 'zbbmName'],
    cardFields: ['ddsj', 'cjrName'],
    statuses: [],
    filterCreator: true,
    editable: false,
    holdsOwnDrafts: false,
    actionable: true,
    prefetch: true,
    feedOnPhone: true,
  },
  {
    kind: 'done',
    endpoint: 'dones',
    records: 'records',
    segment: 'done-list',
    release: 'doneList',
    formType: 'flow',
    label: '已办',
    title: '已办',
    listName: '已办列表',
    rowNoun: '记录',
    hint: '我办理过的',
    emptyTitle: '还没有已办事项',
    emptyHint: '你处理过的表单会出现在这里。',
    timeLabel: '起草时间',
    creatorLabel: '起草人',
    deptLabel: '创建人部门',
    fieldKeys: [],
    columns: ['flowName', 'bt', 'blsj', 'cjrName', 'cjsj', 'status'],
    cardFields: ['blsj', 'status'],
    statuses: ['流转中', '已办结', '已退回'],
    newestBy: 'blsj',
    filterCreator: true,
    editable: false,
    holdsOwnDrafts: false,
    actionable: false,
    prefetch: false,
    feedOnPhone: false,
  },
  {
    kind: 'search',
    endpoint: 'records',
    records: 'records',
    segment: 'search-list',
    release: 'searchList',
    formType: 'flow',
    label: '查询',
    title: '查询',
    listName: '查询列表',
    rowNoun: '记录',
    hint: '我能查看的全部记录',
    emptyTitle: '没有可查看的记录',
    emptyHint: '你有权查看的表单记录会出现在这里。',
    timeLabel: '创建时间',
    creatorLabel: '创建人',
    deptLabel: '创建人部门',
    fieldKeys: ['destination', 'days'],
    columns: ['bt', 'fields', 'status', 'cjrName', 'cjrDeptName', 'cjsj'],
    cardFields: ['status', 'cjrName', 'fields'],
    statuses: ['草稿', '已退回', '流转中', '已办结'],
    filterCreator: true,
    editable: false,
    holdsOwnDrafts: true,
    actionable: false,
    prefetch: false,
    feedOnPhone: true,
  },
  {
    kind: 'noFlow',
    endpoint: 'records',
    records: 'records',
    segment: 'no-flow-list',
    formType: 'noFlow',
    label: '记录',
    title: '记录列表',
    listName: '记录列表',
    rowNoun: '记录',
    hint: '表单的全部记录',
    emptyTitle: '还没有记录',
    emptyHint: '这个表单还没有人填写。',
    timeLabel: '创建时间',
    creatorLabel: '创建人',
    deptLabel: '所属部门',
    fieldKeys: [],
    columns: ['bt', 'fields', 'cjrName', 'cjrDeptName', 'cjsj'],
    cardFields: ['fields', 'cjrName'],
    statuses: [],
    filterCreator: true,
    editable: false,
    holdsOwnDrafts: false,
    actionable: false,
    prefetch: false,
    feedOnPhone: false,
  },
]

/** Every list kind, by its name: the one table the routes, tabs, home cards and stories are made from. */
export const LIST_KINDS = Object.fromEntries(LIST_KINDS_IN_ORDER.map((info) => [info.kind, info])) as Record<
  ListKind,
  ListKindInfo
>

/** The lists of a form of a type, in tab order: a flow form's four, a no-flow form's one, a dashboard's none. */
export const listsOf = (type: string): readonly ListKindInfo[] => LIST_KINDS_IN_ORDER.filter((k) => k.formType === type)

/**
 * The collections a form's lists read their records from (`/api/forms/{formId}/drafts`, `…/records`): a write to
 * the form's records makes the lists of these collections old (`invalidate`).
 */
export const formCollections = (formId: string): string[] => [
  ...new Set(LIST_KINDS_IN_ORDER.map((k) => `/api/forms/${encodeURIComponent(formId)}/${k.records}`)),
]
