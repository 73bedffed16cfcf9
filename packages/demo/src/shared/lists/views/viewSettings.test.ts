import { describe, expect, it } from 'vitest'
import { tableLayout } from './tableLayout.ts'
import {
  DEFAULT_VIEW,
  canMove,
  displayOrder,
  isDefaultView,
  moveColumn,
  parseViewSettings,
  pinColumn,
  toggleColumn,
  type ViewSettings,
} from './viewSettings.ts'

const columns = ['bt', 'cjrName', 'cjsj', 'zbbmName']
const view = (patch: Partial<ViewSettings>): ViewSettings => ({ ...DEFAULT_VIEW, ...patch })

describe('view settings', () => {
  it.each([
    [null, DEFAULT_VIEW],
    ['compact', DEFAULT_VIEW],
    [[1, 2], DEFAULT_VIEW],
    // What was stored before order and pinning existed reads as it was.
    [{ hidden: ['blsj'], density: 'compact' }, view({ hidden: ['blsj'], density: 'compact' })],
    [{ hidden: ['a', 3, 'a'], density: 'tiny' }, view({ hidden: ['a'] })],
    [
      { order: ['cjsj', null, 'bt'], pinned: { bt: 'start', cjsj: 'middle', x: 'end' } },
      view({ order: ['cjsj', 'bt'], pinned: { bt: 'start', x: 'end' } }),
    ],
    [{ pinned: ['bt'] }, DEFAULT_VIEW],
  ])('reads %j as well-formed settings', (raw, expected) => {
    expect(parseViewSettings(raw)).toEqual(expected)
  })

  it('round-trips what it writes', () => {
    const settings = view({ hidden: ['x'], density: 'compact', order: ['cjsj', 'bt'], pinned: { cjsj: 'end' } })
    expect(parseViewSettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings)
  })

  it.each([
    [view({}), ['bt', 'cjrName', 'cjsj', 'zbbmName']],
    [view({ order: ['cjsj', 'bt'] }), ['cjsj', 'bt', 'cjrName', 'zbbmName']],
    // An id the list no longer has is passed over.
    [view({ order: ['gone', 'zbbmName'] }), ['zbbmName', 'bt', 'cjrName', 'cjsj']],
    [view({ pinned: { cjsj: 'start', bt: 'end' } }), ['cjsj', 'cjrName', 'zbbmName', 'bt']],
  ])('shows the columns in the order %j says', (settings, expected) => {
    expect(displayOrder(columns, settings)).toEqual(expected)
  })

  it.each([
    ['cjsj', -1, ['bt', 'cjsj', 'cjrName', 'zbbmName']],
    ['cjsj', 1, ['bt', 'cjrName', 'zbbmName', 'cjsj']],
  ] as const)('moves %s by %i', (id, delta, expected) => {
    expect(displayOrder(columns, moveColumn(columns, DEFAULT_VIEW, id, delta))).toEqual(expected)
  })

  it('moves nothing past an edge or across a pin', () => {
    expect(moveColumn(columns, DEFAULT_VIEW, 'bt', -1)).toBe(DEFAULT_VIEW)
    expect(moveColumn(columns, DEFAULT_VIEW, 'zbbmName', 1)).toBe(DEFAULT_VIEW)
    const pinned = view({ pinned: { bt: 'start' } })
    expect(canMove(columns, pinned, 'cjrName', -1)).toBe(false)
    expect(canMove(columns, pinned, 'cjrName', 1)).toBe(true)
  })

  it.each([
    // Pinned to the left: after the columns already pinned there.
    [view({ pinned: { cjrName: 'start' } }), 'zbbmName', 'start', ['cjrName', 'zbbmName', 'bt', 'cjsj']],
    // Pinned to the right: before the columns already pinned there.
    [view({ pinned: { bt: 'end' } }), 'cjrName', 'end', ['cjsj', 'zbbmName', 'cjrName', 'bt']],
    // Unpinned: back at the edge of the middle it came from.
    [view({ pinned: { zbbmName: 'start' } }), 'zbbmName', false, ['zbbmName', 'bt', 'cjrName', 'cjsj']],
    [view({ pinned: { bt: 'end' } }), 'bt', false, ['cjrName', 'cjsj', 'zbbmName', 'bt']],
  ] as const)('pins with %j: %s to %s', (settings, id, side, expected) => {
    const next = pinColumn(columns, settings, id, side)
    expect(displayOrder(columns, next)).toEqual(expected)
    expect(next.pinned[id]).toBe(side || undefined)
  })

  it('hides and shows a column, and knows the default', () => {
    const hidden = toggleColumn(DEFAULT_VIEW, 'bt')
    expect(hidden.hidden).toEqual(['bt'])
    expect(isDefaultView(hidden)).toBe(false)
    expect(isDefaultView(toggleColumn(hidden, 'bt'))).toBe(true)
  })

  it('keeps the selection first and the row buttons last, each with the columns pinned on its side', () => {
    expect(tableLayout(columns, DEFAULT_VIEW)).toEqual({
      columnOrder: ['select', 'bt', 'cjrName', 'cjsj', 'zbbmName', 'actions'],
      columnPinning: { start: [], end: [] },
    })
    expect(tableLayout(columns, view({ pinned: { cjsj: 'start', bt: 'end' } }))).toEqual({
      columnOrder: ['select', 'cjsj', 'cjrName', 'zbbmName', 'bt', 'actions'],
      columnPinning: { start: ['select', 'cjsj'], end: ['bt', 'actions'] },
    })
  })
})
