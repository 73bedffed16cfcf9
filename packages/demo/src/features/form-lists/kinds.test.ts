import { describe, expect, it } from 'vitest'
import { formCollections, LIST_KINDS, listsOf } from './kinds.ts'
import { csvColumns, recordColumns } from './recordColumns.tsx'

describe('the kinds table', () => {
  it.each([
    ['flow', ['draft', 'todo', 'done', 'search']],
    ['noFlow', ['noFlow']],
    ['dashboard', []],
  ])('gives a %s form its lists in tab order', (type, kinds) => {
    expect(listsOf(type).map((k) => k.kind)).toEqual(kinds)
  })

  it('names the collections a form’s lists read, once each', () => {
    expect(formCollections('f 1')).toEqual(['/api/forms/f%201/drafts', '/api/forms/f%201/records'])
  })

  it.each(Object.values(LIST_KINDS).map((info) => [info.kind, info] as const))(
    'gives the %s list a column per key, the form’s fields one each',
    (_, info) => {
      const ids = recordColumns(info).map((c) => c.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toContain('bt')
      for (const key of info.fieldKeys) expect(ids).toContain(`fields.${key}`)
    },
  )

  it('exports the columns shown, in the order shown, and nothing the list does not have', () => {
    const columns = csvColumns(LIST_KINDS.todo, ['select', 'zbbmName', 'bt', 'actions', 'nope'])
    expect(columns.map((c) => c.header)).toEqual(['主办部门', '标题'])
  })

  it('calls the creator’s department by the list’s word for it', () => {
    const header = (kind: 'search' | 'noFlow') =>
      recordColumns(LIST_KINDS[kind]).find((c) => c.id === 'cjrDeptName')?.header
    expect([header('search'), header('noFlow')]).toEqual(['创建人部门', '所属部门'])
  })
})
