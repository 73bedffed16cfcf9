import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromSortingState, resolveUpdater, toPaginationState, toSortingState } from './tableState.ts'

describe('table state mapping', () => {
  it('maps sorts both ways without loss', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ property: fc.string(), direction: fc.constantFrom('asc' as const, 'desc' as const) })),
        (sorts) => {
          expect(fromSortingState(toSortingState(sorts))).toEqual(sorts)
        },
      ),
    )
  })

  it('maps paging to zero-based pagination state', () => {
    expect(
      toPaginationState({
        pageNo: 3,
        pageSize: 15,
        sorts: [],
        totalElements: 100,
        totalPages: 7,
        hasNext: true,
        totalKnown: true,
      }),
    ).toEqual({
      pageIndex: 3,
      pageSize: 15,
    })
  })

  it('applies values and updater functions', () => {
    expect(resolveUpdater(5, 1)).toBe(5)
    expect(resolveUpdater((old: number) => old + 1, 1)).toBe(2)
  })
})
