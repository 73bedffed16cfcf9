import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createIds } from './ids.ts'
import { createRandom } from './random.ts'
import {
  addResource,
  childIds,
  moveResource,
  removeResource,
  seedResourceTree,
  subtree,
  treeProblems,
} from './resourceTree.ts'

const step = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    order: fc.constantFrom('after', 'before', 'child', 'bogus'),
    pick: fc.nat(),
  }),
  fc.record({
    op: fc.constant('move' as const),
    order: fc.constantFrom('after', 'before', 'child'),
    pick: fc.nat(),
    target: fc.nat(),
  }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
)

describe('the resource tree', () => {
  it('stays a tree under any sequence of add, move and delete, with B5 in menu order', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.nat(), (steps, seed) => {
        const ids = createIds(createRandom(seed))
        const tree = seedResourceTree(ids)
        const all = () => subtree(tree, tree.systemId)
        for (const s of steps) {
          const list = all()
          const node = list[s.pick % list.length] as string
          if (s.op === 'add')
            addResource(tree, ids, { name: `n${list.length}`, order: s.order, superId: node, resourceId: node })
          else if (s.op === 'move') {
            const target = list[s.target % list.length] as string
            moveResource(tree, { id: node, order: s.order, superId: target, resourceId: target })
          } else removeResource(tree, node)
          expect(treeProblems(tree)).toEqual([])
        }
        for (const id of all()) {
          const kids = childIds(tree, id)
          expect(kids.ok && kids.value).toEqual(
            [...tree.nodes.values()]
              .filter((n) => n.resourcePid === id)
              .sort((a, b) => a.resourceOrder - b.resourceOrder)
              .map((n) => n.resourceId),
          )
        }
        expect(all().length).toBe(tree.nodes.size)
      }),
      { numRuns: 200 },
    )
  })

  it('finds broken trees', () => {
    const tree = seedResourceTree(createIds(createRandom(1)))
    const [first] = tree.children.get(tree.systemId) ?? []
    const node = tree.nodes.get(first ?? '')
    if (node) node.resourcePid = 'elsewhere'
    expect(treeProblems(tree).join('\n')).toMatch(/listed under 67250 but says elsewhere/)
  })
})
