import { expect, it } from 'vitest'
import { createSavedViewStore, savedViewsKey } from './savedViewStore.ts'
import { MAX_SAVED_VIEWS, type ViewState } from './savedViews.ts'

const shape = { filterKeys: ['status'], columnIds: ['bt', 'cjrName'] }
const state: ViewState = {
  filters: { status: '已办结' },
  sorts: [],
  hidden: ['cjrName'],
  density: 'compact',
  order: [],
  pinned: {},
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  }
}

it('keeps views per form and list, and reads them back in a new store', () => {
  const storage = memoryStorage()
  const key = savedViewsKey('form-1', 'search')
  expect(key).toBe('sinoform:saved-views:form-1:search')
  const store = createSavedViewStore(storage, key, shape)
  const seen: number[] = []
  store.subscribe(() => seen.push(store.getSnapshot().length))
  const view = store.save(' 已办结 ', state)
  expect(view).toMatchObject({ name: '已办结', ...state })
  expect(seen).toEqual([1])
  expect(createSavedViewStore(storage, key, shape).getSnapshot()).toEqual([view])
  expect(createSavedViewStore(storage, savedViewsKey('form-2', 'search'), shape).getSnapshot()).toEqual([])
})

it('replaces a view saved again under its name, keeping its place and id', () => {
  const store = createSavedViewStore(memoryStorage(), 'k', shape)
  const first = store.save('甲', state)
  store.save('乙', state)
  const again = store.save('甲', { ...state, density: 'comfortable' })
  expect(again.id).toBe(first.id)
  expect(store.getSnapshot().map((v) => [v.name, v.density])).toEqual([
    ['甲', 'comfortable'],
    ['乙', 'compact'],
  ])
})

it('removes a view and puts it back where it was', () => {
  const store = createSavedViewStore(memoryStorage(), 'k', shape)
  ;['甲', '乙', '丙'].forEach((name) => store.save(name, state))
  const [, middle] = store.getSnapshot()
  store.remove(middle?.id ?? '')
  expect(store.getSnapshot().map((v) => v.name)).toEqual(['甲', '丙'])
  if (middle) store.restore(middle, 1)
  expect(store.getSnapshot().map((v) => v.name)).toEqual(['甲', '乙', '丙'])
})

it('keeps the newest views only, refuses an empty name, and survives a broken or full storage', () => {
  const storage = memoryStorage()
  storage.setItem('k', '{not json')
  const store = createSavedViewStore(storage, 'k', shape)
  expect(store.getSnapshot()).toEqual([])
  for (let i = 0; i <= MAX_SAVED_VIEWS; i++) store.save(`视图 ${i}`, state)
  expect(store.getSnapshot()).toHaveLength(MAX_SAVED_VIEWS)
  expect(store.getSnapshot()[0]?.name).toBe('视图 1')
  expect(() => store.save('  ', state)).toThrow(/needs a name/)
  const full = createSavedViewStore(
    {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    },
    'k',
    shape,
  )
  full.save('甲', state)
  expect(full.getSnapshot().map((v) => v.name)).toEqual(['甲'])
})
