import { expect, it, vi } from 'vitest'
import { routerUrlAdapter, type RouterLocation } from './routerUrlAdapter.ts'

const at = (search: string, extra: Partial<RouterLocation> = {}): RouterLocation => ({
  pathname: '/list',
  search,
  hash: '#h',
  ...extra,
})

function setup(search = '?tab=1') {
  const navigate = vi.fn()
  const listener = vi.fn()
  const adapter = routerUrlAdapter(at(search, { state: { from: 'menu' } }), navigate)
  adapter.subscribe(listener)
  return { adapter, navigate, listener }
}

it('navigates to the same path and hash with the new query string, keeping the state', () => {
  const { adapter, navigate } = setup()
  adapter.write('?tab=1&page=1', 'push')
  adapter.write('?tab=1', 'replace')
  expect(navigate.mock.calls).toEqual([
    [
      { pathname: '/list', search: '?tab=1&page=1', hash: '#h' },
      { replace: false, preventScrollReset: true, state: { from: 'menu' } },
    ],
    [
      { pathname: '/list', search: '?tab=1', hash: '#h' },
      { replace: true, preventScrollReset: true, state: { from: 'menu' } },
    ],
  ])
})

it.each([
  ['nothing written, a foreign change', [], '?x=1', '?x=1', 1],
  ['nothing written, the same query', [], '?tab=1', '?tab=1', 0],
  ['the router caught up with the only write', ['?page=1'], '?page=1', '?page=1', 0],
  ['the router rendered the first of two writes', ['?page=1', '?page=2'], '?page=1', '?page=2', 0],
  ['the router skipped to the last of two writes', ['?page=1', '?page=2'], '?page=2', '?page=2', 0],
  ['back before the router caught up', ['?page=1'], '?tab=0', '?tab=0', 1],
])('%s: reads %j then %j after the update, notifying %i time(s)', (_, writes, rendered, read, notified) => {
  const { adapter, listener } = setup()
  for (const search of writes) adapter.write(search, 'push')
  expect(adapter.read()).toBe(writes.at(-1) ?? '?tab=1')
  adapter.update(at(rendered), vi.fn())
  expect(adapter.read()).toBe(read)
  expect(listener).toHaveBeenCalledTimes(notified)
})

it('writes with the navigate and the path of the latest update', () => {
  const { adapter, navigate } = setup()
  const next = vi.fn()
  adapter.update(at('?a=1', { pathname: '/other', hash: '' }), next)
  adapter.write('?a=2', 'push')
  expect(navigate).not.toHaveBeenCalled()
  expect(next).toHaveBeenCalledWith({ pathname: '/other', search: '?a=2', hash: '' }, expect.anything())
})

it('stops notifying a listener that unsubscribed', () => {
  const { adapter, listener } = setup()
  const other = vi.fn()
  const stop = adapter.subscribe(other)
  stop()
  adapter.update(at('?x=1'), vi.fn())
  expect(other).not.toHaveBeenCalled()
  expect(listener).toHaveBeenCalledTimes(1)
})

it('lets every adapter of one router hear of a location without dropping the writes still on their way', () => {
  // Two lists in two components: each adapter is told of each location the router renders, one after the other.
  const shared = { pending: [] }
  const navigate = vi.fn()
  const start = at('')
  const a = routerUrlAdapter(start, navigate, shared)
  const b = routerUrlAdapter(start, navigate, shared)
  const heardByB = vi.fn()
  b.subscribe(heardByB)
  a.write('?a.page=1', 'push')
  b.write('?a.page=1&b.page=2', 'push')
  const first = at('?a.page=1')
  a.update(first)
  b.update(first)
  expect([a.read(), b.read()]).toEqual(['?a.page=1&b.page=2', '?a.page=1&b.page=2'])
  expect(heardByB).not.toHaveBeenCalled()
  // A list mounted now starts from the address its siblings are writing, and leaves their write alone.
  const c = routerUrlAdapter(first, navigate, shared)
  c.update(first)
  expect(c.read()).toBe('?a.page=1&b.page=2')
})
