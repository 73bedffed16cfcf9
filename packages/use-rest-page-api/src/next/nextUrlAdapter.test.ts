import { expect, it, vi } from 'vitest'
import { nextUrlAdapter, type NextRouterWrites } from './nextUrlAdapter.ts'

const freshWrites = (): NextRouterWrites => ({ pending: [], pathname: undefined, mounted: 0 })

function setup(search = '?tab=1', writes = freshWrites(), pathname = '/products') {
  const navigate = vi.fn()
  const listener = vi.fn()
  const adapter = nextUrlAdapter(pathname, search, navigate, writes)
  adapter.subscribe(listener)
  return { adapter, navigate, listener, writes }
}

it('writes the query string on the rendered pathname, push or replace', () => {
  const { adapter, navigate } = setup()
  adapter.write('?tab=1&page=1', 'push')
  adapter.write('?tab=1', 'replace')
  expect(navigate.mock.calls.map(([to, { replace }]) => [to.pathname + to.search, replace])).toEqual([
    ['/products?tab=1&page=1', false],
    ['/products?tab=1', true],
  ])
})

it.each([
  ['Next rendered the only write', ['?page=1'], '?page=1', '?page=1', 0],
  ['Next rendered the first of two writes', ['?page=1', '?page=2'], '?page=1', '?page=2', 0],
  ['a <Link> to another query before Next rendered the write', ['?page=1'], '?page=5', '?page=5', 1],
  ['nothing written, a <Link> to another query', [], '?page=5', '?page=5', 1],
  ['nothing written, the same query rendered again', [], '?tab=1', '?tab=1', 0],
])('%s: after writing %j and rendering %j, reads %j, notifying %i time(s)', (_, written, rendered, read, notified) => {
  const { adapter, listener } = setup()
  for (const search of written) adapter.write(search, 'push')
  adapter.rendered('/products', rendered, vi.fn())
  expect(adapter.read()).toBe(read)
  expect(listener).toHaveBeenCalledTimes(notified)
})

it('takes Back as the address even when Next renders nothing new (a write, then Back before Next rendered it)', () => {
  const { adapter, listener } = setup('')
  adapter.write('?page=1', 'push')
  adapter.popped('')
  expect(adapter.read()).toBe('')
  expect(listener).toHaveBeenCalledTimes(1)
  // Next renders the entry Back went to: nothing more to tell.
  adapter.rendered('/products', '', vi.fn())
  expect(listener).toHaveBeenCalledTimes(1)
})

it('takes Forward to an address the list once wrote as a move of its own, superseding the writes on their way', () => {
  const { adapter, listener } = setup('')
  adapter.write('?page=2', 'push')
  adapter.write('?page=3', 'push')
  adapter.popped('?page=2')
  expect(adapter.read()).toBe('?page=2')
  expect(listener).toHaveBeenCalledTimes(1)
  adapter.rendered('/products', '?page=3', vi.fn())
  expect(adapter.read()).toBe('?page=3')
})

it('lets lists of one router build on each other’s writes (two prefixes, one event)', () => {
  const writes = freshWrites()
  const a = setup('', writes).adapter
  const b = setup('', writes).adapter
  a.write('?a.page=1', 'push')
  expect(b.read()).toBe('?a.page=1')
  b.write('?a.page=1&b.page=2', 'push')
  expect(a.read()).toBe('?a.page=1&b.page=2')
  a.rendered('/products', '?a.page=1', vi.fn())
  b.rendered('/products', '?a.page=1', vi.fn())
  expect(a.read()).toBe('?a.page=1&b.page=2')
  a.rendered('/products', '?a.page=1&b.page=2', vi.fn())
  b.rendered('/products', '?a.page=1&b.page=2', vi.fn())
  expect([a.read(), b.read(), writes.pending]).toEqual(['?a.page=1&b.page=2', '?a.page=1&b.page=2', []])
})

it('forgets writes made on another pathname when a list is created on a new page (a <Link> left before they rendered)', () => {
  const writes = freshWrites()
  const { adapter } = setup('', writes, '/products')
  adapter.write('?page=4', 'push')
  const other = setup('?tab=2', writes, '/orders').adapter
  expect(other.read()).toBe('?tab=2')
})

it('leaves the live page’s writes alone when a list is created in a render React throws away (a transition that suspended)', () => {
  const writes = freshWrites()
  const { adapter, listener } = setup('', writes, '/products')
  adapter.rendered('/products', '', vi.fn())
  adapter.write('?page=2', 'push')
  // The page a <Link> goes to renders its list, then suspends: React keeps /products on screen.
  nextUrlAdapter('/orders', '', vi.fn(), writes)
  expect(adapter.read()).toBe('?page=2')
  adapter.rendered('/products', '?page=2', vi.fn())
  expect([adapter.read(), writes.pending, listener.mock.calls.length]).toEqual(['?page=2', [], 0])
})

it('takes a new pathname under the same list (a layout) as a navigation: it supersedes the writes on their way', () => {
  const { adapter, listener } = setup('')
  adapter.write('?page=1', 'push')
  adapter.rendered('/products/archived', '?page=1', vi.fn())
  expect(adapter.read()).toBe('?page=1')
  expect(listener).toHaveBeenCalledTimes(1)
  adapter.write('?page=2', 'push')
  adapter.rendered('/products/archived', '?page=2', vi.fn())
  expect(adapter.read()).toBe('?page=2')
  expect(listener).toHaveBeenCalledTimes(1)
})

it('tells a list in a layout of a <Link> to another page that left its write, though the page’s list committed first', () => {
  const writes = freshWrites()
  const layout = setup('', writes, '/products')
  layout.adapter.rendered('/products', '', vi.fn())
  layout.adapter.write('?page=2', 'push')
  // The page's list commits before the layout's, as a child's layout effects run before its parent's.
  setup('', writes, '/orders').adapter.rendered('/orders', '', vi.fn())
  layout.adapter.rendered('/orders', '', vi.fn())
  expect(layout.adapter.read()).toBe('')
  expect(layout.listener).toHaveBeenCalledTimes(1)
})

it('forgets the writes still on their way once no list is mounted', () => {
  const writes = freshWrites()
  const { adapter } = setup('', writes)
  const unmount = adapter.mount()
  const unmountOther = setup('', writes).adapter.mount()
  adapter.write('?page=1', 'push')
  unmount()
  expect(writes.pending).toEqual(['?page=1'])
  unmountOther()
  expect(writes.pending).toEqual([])
  expect(setup('', writes).adapter.read()).toBe('')
})

it('writes with the navigate of the latest render', () => {
  const { adapter, navigate } = setup()
  const next = vi.fn()
  adapter.rendered('/products', '?tab=1', next)
  adapter.write('?tab=1&page=1', 'push')
  expect(navigate).not.toHaveBeenCalled()
  expect(next).toHaveBeenCalledTimes(1)
})
