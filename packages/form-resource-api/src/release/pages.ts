import type { PageType } from './types.ts'

/**
 * The generated pages of a flow form: their release name and url segment (spec B9), and their publish-tree id
 * suffix and url segment (spec C).
 */
export const FLOW_PAGES: readonly { type: PageType; name: string; releaseSegment: string; englishName: string; treeSegment: string }[] = [
  { type: 'draft', name: '草稿', releaseSegment: 'draftList', englishName: 'draftList', treeSegment: 'draft-list' },
  { type: 'todo', name: '待办', releaseSegment: 'todoList', englishName: 'todoList', treeSegment: 'todo-list' },
  { type: 'done', name: '已办', releaseSegment: 'doneList', englishName: 'doneList', treeSegment: 'done-list' },
  { type: 'query', name: '查询', releaseSegment: 'searchList', englishName: 'searchList', treeSegment: 'search-list' },
]

/** The base path without a trailing slash. */
export const trimBase = (base: string) => base.replace(/\/+$/, '')
