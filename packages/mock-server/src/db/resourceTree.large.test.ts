import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHandlers } from '../createHandlers.ts'
import { defaultResourceServiceConfig as urls } from '../handlers/resourceService.ts'
import { subtree, type ResourceTree } from './resourceTree.ts'

const CHILDREN = 150_000

/** A parent under the system root with `count` children, built directly (adding them one by one renumbers each time). */
function withWideParent(tree: ResourceTree, count: number): string {
  const parentId = 'wide-parent'
  const template = tree.nodes.get(tree.systemId)!
  tree.nodes.set(parentId, {
    ...template,
    resourceId: parentId,
    resourcePid: tree.systemId,
    resourceName: 'wide',
    resourceOrder: 3,
  })
  tree.children.get(tree.systemId)!.push(parentId)
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const id = `wide-${i}`
    ids.push(id)
    tree.nodes.set(id, {
      ...template,
      resourceId: id,
      resourcePid: parentId,
      resourceName: `w${i}`,
      resourceOrder: i + 1,
    })
  }
  tree.children.set(parentId, ids)
  return parentId
}

describe('a resource tree with a very wide parent', () => {
  it(`walks a parent with ${CHILDREN} children without recursion: subtree, B2 list all and B4 delete`, async () => {
    const mock = createHandlers()
    const parent = withWideParent(mock.db.resources, CHILDREN)
    expect(subtree(mock.db.resources, parent)).toHaveLength(CHILDREN + 1)
    const list = await getResponse(mock.handlers, new Request(`http://mock${urls['url.get-send-resource-url']}`))
    expect(list?.status).toBe(200)
    const body = (await list?.json()) as { status: string; resourceInfo: unknown[] }
    expect(body.status).toBe('1')
    expect(body.resourceInfo.length).toBeGreaterThan(CHILDREN)
    const removed = await getResponse(
      mock.handlers,
      new Request(`http://mock${urls['url.remove-resource-url']}/${parent}`, { method: 'DELETE' }),
    )
    expect(await removed?.json()).toMatchObject({ status: '1' })
    expect(mock.db.resources.nodes.has('wide-7')).toBe(false)
  }, 60_000)
})
