import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createRecordActions, type Edit, type RecordActions } from './recordActions.ts'
import { RestError } from '../http/RestError.ts'
import type { ListPage } from '../types.ts'

const api = setupMockApi({ auth: false })
type Page = ListPage<Product, unknown>
const product = (id: string): Product => ({ id, title: `t${id}`, price: '1.00' })

/** Record actions over one page in a Map, with the page as it was after the optimistic step and at the end. */
function setup(optimistic: boolean) {
  const pages = new Map<string, Page>([
    [
      'q',
      {
        items: ['1', '2', '3'].map(product),
        totalElements: 3,
        totalPages: 1,
        pageNo: 0,
        pageSize: 15,
        hasNext: false,
        totalKnown: true,
        rawResponse: undefined,
      },
    ],
  ])
  let invalidations = 0
  const apply = (key: string, fn: Edit<Product, unknown>) => {
    pages.set(key, fn(pages.get(key) as Page))
    return () => {}
  }
  const actions = createRecordActions<Product, unknown>(() => ({
    http: {},
    baseUrl: `${ORIGIN}/api/products`,
    keyName: 'id',
    useMultiDeleteApi: true,
    optimistic,
    shown: () => ({ key: 'q', page: pages.get('q') as Page }),
    edit: apply,
    undo: apply,
    invalidate: () => void invalidations++,
  }))
  const titles = () => (pages.get('q') as Page).items.map((p) => p.title)
  return { actions, titles, total: () => pages.get('q')?.totalElements, invalidations: () => invalidations }
}

type Call = (actions: RecordActions<Product>) => Promise<unknown>
const save: Call = (a) => a.save({ title: 'new', price: '2.00' })
const update: Call = (a) => a.update({ id: '2', title: 'changed', price: '2.00' })
const remove: Call = (a) => a.remove('2')
const get: Call = (a) => a.get('2')

describe('createRecordActions', () => {
  it.each([
    // name, call, optimistic, fails, titles right after the call, titles at the end, total, views marked stale
    ['save', save, false, false, ['t1', 't2', 't3'], ['new', 't1', 't2', 't3'], 4, 1],
    ['save', save, true, false, ['new', 't1', 't2', 't3'], ['new', 't1', 't2', 't3'], 4, 1],
    ['save', save, false, true, ['t1', 't2', 't3'], ['t1', 't2', 't3'], 3, 1],
    ['save', save, true, true, ['new', 't1', 't2', 't3'], ['t1', 't2', 't3'], 3, 1],
    ['update', update, false, false, ['t1', 't2', 't3'], ['t1', 'changed', 't3'], 3, 1],
    ['update', update, true, false, ['t1', 'changed', 't3'], ['t1', 'changed', 't3'], 3, 1],
    ['update', update, false, true, ['t1', 't2', 't3'], ['t1', 't2', 't3'], 3, 1],
    ['update', update, true, true, ['t1', 'changed', 't3'], ['t1', 't2', 't3'], 3, 1],
    ['remove', remove, false, false, ['t1', 't2', 't3'], ['t1', 't3'], 2, 1],
    ['remove', remove, true, false, ['t1', 't3'], ['t1', 't3'], 2, 1],
    ['remove', remove, false, true, ['t1', 't2', 't3'], ['t1', 't2', 't3'], 3, 1],
    ['remove', remove, true, true, ['t1', 't3'], ['t1', 't2', 't3'], 3, 1],
    // A read changes no record on the server: no other view is stale.
    ['get', get, false, false, ['t1', 't2', 't3'], ['t1', api.db.products[1]?.title, 't3'], 3, 0],
  ] as const)(
    '%s (optimistic %s, fails %s) shows %j at once and %j at the end, marking every view stale after',
    async (_name, call, optimistic, fails, early, end, total, stale) => {
      if (fails) api.server.use(http.all('*/api/products*', () => HttpResponse.json({}, { status: 500 })))
      const { actions, titles, total: totalNow, invalidations } = setup(optimistic)
      const running = call(actions)
      expect(titles()).toEqual(early)
      const outcome = await running.then(
        () => 'ok',
        (error: unknown) => error,
      )
      if (fails) expect(outcome).toBeInstanceOf(RestError)
      else expect(outcome).toBe('ok')
      expect(titles()).toEqual(end)
      expect(totalNow()).toBe(total)
      expect(invalidations()).toBe(stale)
    },
  )
})
