import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageItems } from './pageItems.ts'

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'gap-end', 8]],
    [4, 8, [1, 2, 3, 4, 5, 'gap-end', 8]],
    [5, 8, [1, 'gap-start', 4, 5, 6, 7, 8]],
    [6, 20, [1, 'gap-start', 5, 6, 7, 'gap-end', 20]],
    [20, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
    [99, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
    [667, 667, [1, 'gap-start', 663, 664, 665, 666, 667]],
  ] as const)('page %i of %i offers %j', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected)
  })

  it('always offers the first, the last and the current page, in order, in at most seven places', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 }), (a, b) => {
        const total = Math.max(a, b)
        const current = Math.min(a, b)
        const items = pageItems(current, total)
        const pages = items.filter((item): item is number => typeof item == 'number')
        expect(items.length).toBe(Math.min(total, 7))
        expect(pages).toContain(1)
        expect(pages).toContain(total)
        expect(pages).toContain(current)
        expect([...pages].sort((x, y) => x - y)).toEqual(pages)
        expect(new Set(pages).size).toBe(pages.length)
      }),
    )
  })
})
