import { describe, expect, it } from 'vitest'
import {
  cleanViewName,
  MAX_SAVED_VIEWS,
  parseSavedViews,
  readSharedView,
  sameView,
  shareViewSearch,
  withoutSharedView,
  type ViewState,
} from './savedViews.ts'

const shape = { filterKeys: ['btContains', 'status'], columnIds: ['bt', 'cjrName', 'cjsj'] }
const state: ViewState = {
  filters: { status: '已办结' },
  sorts: [{ property: 'cjsj', direction: 'asc' }],
  hidden: ['cjrName'],
  density: 'compact',
  order: ['cjsj', 'bt'],
  pinned: { bt: 'start' },
}

describe('savedViews', () => {
  it('reads back the views it keeps', () => {
    const views = [{ id: 'v1', name: '已办结', ...state }]
    expect(parseSavedViews(JSON.parse(JSON.stringify(views)), shape)).toEqual(views)
  })

  it.each([
    ['not an array', { id: 'v1' }, []],
    ['a view without a name', [{ id: 'v1', name: '  ', ...state }], []],
    ['a view without an id', [{ name: 'x', ...state }], []],
    [
      'unknown filters, columns and sorts, and empty filters',
      [
        {
          id: 'v1',
          name: 'x',
          filters: { status: '', zbbm: '18043', btContains: '会议' },
          sorts: [
            { property: 'a,b', direction: 'asc' },
            { property: 'cjsj', direction: 'up' },
            { property: 'ddsj', direction: 'desc' },
          ],
          hidden: ['cjrName', 'nope', 3],
          density: 'huge',
          order: ['cjsj', 'nope', 'cjsj', 7],
          pinned: { bt: 'start', cjsj: 'middle', nope: 'end' },
        },
      ],
      [
        {
          id: 'v1',
          name: 'x',
          filters: { btContains: '会议' },
          sorts: [{ property: 'ddsj', direction: 'desc' }],
          hidden: ['cjrName'],
          density: 'comfortable',
          order: ['cjsj'],
          pinned: { bt: 'start' },
        },
      ],
    ],
  ])('keeps only what is well formed: %s', (_, raw: unknown, expected) => {
    expect(parseSavedViews(raw, shape)).toEqual(expected)
  })

  it('keeps at most the newest views', () => {
    const many = Array.from({ length: MAX_SAVED_VIEWS + 3 }, (_, i) => ({ id: `v${i}`, name: `视图 ${i}`, ...state }))
    const kept = parseSavedViews(many, shape)
    expect(kept).toHaveLength(MAX_SAVED_VIEWS)
    expect(kept[0]?.id).toBe('v3')
  })

  it.each([
    ['  我的  视图 ', '我的 视图'],
    ['长'.repeat(40), '长'.repeat(30)],
  ])('cleans the name %j', (name, expected) => {
    expect(cleanViewName(name)).toBe(expected)
  })

  it.each([
    ['the same state', state, true],
    ['filters in another order, with empty ones', { ...state, filters: { btContains: '', status: '已办结' } }, true],
    ['hidden columns in another order', { ...state, hidden: ['cjrName'] }, true],
    ['another filter', { ...state, filters: { status: '流转中' } }, false],
    ['another sort direction', { ...state, sorts: [{ property: 'cjsj', direction: 'desc' as const }] }, false],
    ['another density', { ...state, density: 'comfortable' as const }, false],
    ['another column hidden', { ...state, hidden: ['cjrName', 'cjsj'] }, false],
    ['another column order', { ...state, order: ['bt', 'cjsj'] }, false],
    ['pins in another order', { ...state, pinned: { bt: 'start' as const } }, true],
    ['another pin', { ...state, pinned: { bt: 'end' as const } }, false],
  ])('compares views: %s', (_, other: ViewState, same) => {
    expect(sameView(state, other)).toBe(same)
  })

  it('writes a shared view after the list’s own parameters and reads it back', () => {
    const search = shareViewSearch('?status=%E5%B7%B2%E5%8A%9E%E7%BB%93&sort=cjsj%2Casc', {
      name: ' 已办结 ',
      hidden: ['cjrName', 'cjsj'],
      density: 'compact',
      order: ['cjsj', 'bt'],
      pinned: { bt: 'start', cjsj: 'end' },
    })
    expect(search).toBe(
      '?status=%E5%B7%B2%E5%8A%9E%E7%BB%93&sort=cjsj%2Casc&view=%E5%B7%B2%E5%8A%9E%E7%BB%93&hide=cjrName%2Ccjsj&density=compact&order=cjsj%2Cbt&pin=bt%3Astart%2Ccjsj%3Aend',
    )
    expect(readSharedView(search, shape.columnIds)).toEqual({
      name: '已办结',
      hidden: ['cjrName', 'cjsj'],
      density: 'compact',
      order: ['cjsj', 'bt'],
      pinned: { bt: 'start', cjsj: 'end' },
    })
    expect(withoutSharedView(search)).toBe('?status=%E5%B7%B2%E5%8A%9E%E7%BB%93&sort=cjsj%2Casc')
  })

  it('leaves out the default density, no hidden columns, the list’s own order and no pins', () => {
    expect(shareViewSearch('', { name: '全部', hidden: [], density: 'comfortable', order: [], pinned: {} })).toBe(
      '?view=%E5%85%A8%E9%83%A8',
    )
  })

  it.each([
    ['no view', '?status=x', null],
    ['an empty name', '?view=%20', null],
    [
      'unknown and repeated columns',
      '?view=a&hide=nope,bt,bt&density=x&order=nope,cjsj,cjsj&pin=bt:start,cjsj:up,nope:end,x',
      { name: 'a', hidden: ['bt'], density: 'comfortable', order: ['cjsj'], pinned: { bt: 'start' } },
    ],
  ])('reads a shared link with %s', (_, search, expected) => {
    expect(readSharedView(search, shape.columnIds)).toEqual(expected)
  })

  it('takes only the view’s parameters out of an address', () => {
    expect(withoutSharedView('?view=a&hide=bt&density=compact&order=bt&pin=bt:start')).toBe('')
    expect(withoutSharedView('?page=2&view=a&record=7')).toBe('?page=2&record=7')
  })
})
