import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createStoreCore } from '../store/createStoreCore.ts'
import type { EngineOptions } from '../engine/RestPageApiOptions.ts'
import type { ListPage, SortInfo } from '../types.ts'
import { historyAdapter } from './historyAdapter.ts'
import {
  effective,
  narrow,
  resolveConfig,
  type ObserverConfig,
  type Resolved,
  type ViewQuery,
} from './resolveConfig.ts'
import type { UrlAdapter } from './UrlAdapter.ts'
import type { UrlListState } from './urlState.ts'

const url = 'https://shop.example/api/products'

// Any key names: a list written in JavaScript may pass any keyName, an empty one included.
type Item = Record<string, unknown>
type Options = EngineOptions<Item, unknown>

/** What a list passes: `options` at `listUrl`. */
const configOf = (options: Options, listUrl = url): ObserverConfig<Item, unknown> => ({
  url: listUrl,
  settings: {},
  options,
  defaultValue: [],
  store: createStoreCore<ListPage<Item, unknown>>(),
})

/** The options of one render, resolved as a list resolves them (and, as it does, handed to `effective` and `narrow`). */
const resolve = (options: Options, listUrl = url) =>
  resolveConfig(configOf(options, listUrl), undefined) as Resolved<unknown, unknown>

const byTitle: SortInfo = { property: 'title', direction: 'asc' }
const byPrice: SortInfo = { property: 'price', direction: 'desc' }
const state = (s: Partial<UrlListState>): UrlListState => ({
  pageNo: 0,
  pageSize: 20,
  sorts: [byTitle],
  searchParams: {},
  ...s,
})

describe('resolveConfig', () => {
  const resolved = resolve({ pageSize: 20, defaultSort: byTitle })

  it.each<[string, UrlListState, ViewQuery]>([
    [
      'the default size and sort',
      state({ pageNo: 3, searchParams: { title: 'pen' } }),
      { pageNo: 3, pageSize: undefined, sorts: undefined, searchParams: { title: 'pen' } },
    ],
    ['a size of its own', state({ pageSize: 50 }), { pageNo: 0, pageSize: 50, sorts: undefined, searchParams: {} }],
    [
      'a sort of its own',
      state({ sorts: [byPrice] }),
      { pageNo: 0, pageSize: undefined, sorts: [byPrice], searchParams: {} },
    ],
    [
      'no sort against a default one',
      state({ sorts: [] }),
      { pageNo: 0, pageSize: undefined, sorts: [], searchParams: {} },
    ],
    [
      'the default property the other way',
      state({ sorts: [{ ...byTitle, direction: 'desc' }] }),
      { pageNo: 0, pageSize: undefined, sorts: [{ ...byTitle, direction: 'desc' }], searchParams: {} },
    ],
    [
      'the default sort and one more',
      state({ sorts: [byTitle, byPrice] }),
      { pageNo: 0, pageSize: undefined, sorts: [byTitle, byPrice], searchParams: {} },
    ],
    [
      'an equal copy of the default sort',
      state({ sorts: [{ property: 'title', direction: 'asc' }] }),
      { pageNo: 0, pageSize: undefined, sorts: undefined, searchParams: {} },
    ],
  ])('keeps a query with %s as what differs from the defaults, and sends it as it was', (_name, query, kept) => {
    expect(narrow(query, resolved)).toStrictEqual(kept)
    expect(effective(narrow(query, resolved), resolved)).toStrictEqual(query)
  })

  it('lets a size and a sort equal to the defaults follow new defaults, and keeps chosen ones', () => {
    const next = resolve({ pageSize: 30, defaultSort: [byPrice] })
    expect(effective(narrow(state({ pageNo: 2 }), resolved), next)).toEqual(
      state({ pageNo: 2, pageSize: 30, sorts: [byPrice] }),
    )
    const chosen = state({ pageSize: 50, sorts: [] })
    expect(effective(narrow(chosen, resolved), next)).toEqual(chosen)
  })

  it('sends any query as it was after keeping it', () => {
    const plain = { noNullPrototype: true }
    const sort = fc.record(
      {
        property: fc.constantFrom('title', 'price', 'stock'),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      },
      plain,
    )
    fc.assert(
      fc.property(
        fc.record(
          {
            pageNo: fc.nat(1000),
            pageSize: fc.oneof(fc.constant(20), fc.integer({ min: 1, max: 1000 })),
            sorts: fc.oneof(fc.constant<SortInfo[]>([byTitle]), fc.array(sort, { maxLength: 3 })),
            searchParams: fc.dictionary(fc.constantFrom('title', 'status'), fc.string(), plain),
          },
          plain,
        ),
        (query) => {
          expect(effective(narrow(query, resolved), resolved)).toStrictEqual(query)
        },
      ),
    )
  })

  it.each<[string, string, Options, string]>([
    ['an empty url', '', {}, '[use-rest-page-api] the list url must be a non-empty string, got ""'],
    ['an empty keyName', url, { keyName: '' }, '[use-rest-page-api] option keyName must name the key property, got ""'],
    [
      'a page size of 0',
      url,
      { pageSize: 0 },
      '[use-rest-page-api] option pageSize must be a whole number from 1, got 0',
    ],
    ['a negative page size', url, { pageSize: -5 }, 'option pageSize must be a whole number from 1, got -5'],
    ['a fractional page size', url, { pageSize: 2.5 }, 'option pageSize must be a whole number from 1, got 2.5'],
    ['a page size that is no number', url, { pageSize: NaN }, 'option pageSize must be a whole number from 1, got NaN'],
    [
      'an infinite page size',
      url,
      { pageSize: Infinity },
      'option pageSize must be a whole number from 1, got Infinity',
    ],
    [
      'an empty sort property',
      url,
      { defaultSort: { property: '', direction: 'asc' } },
      '[use-rest-page-api] option defaultSort refuses sort property ""',
    ],
    [
      'a sort property with a comma',
      url,
      { defaultSort: [byTitle, { property: 'price,title', direction: 'asc' }] },
      'option defaultSort refuses sort property "price,title"',
    ],
    [
      'a sort property with a percent sign',
      url,
      { defaultSort: [{ property: 'a%20b', direction: 'asc' }] },
      'option defaultSort refuses sort property "a%20b"',
    ],
  ])('refuses %s with a TypeError naming it', (_name, listUrl, options, message) => {
    const resolving = () => resolve(options, listUrl)
    expect(resolving).toThrow(TypeError)
    expect(resolving).toThrow(message)
  })

  const typed = resolve({ defaultSearchParams: { inStock: false, minStock: 0, title: '' }, syncToUrl: true })

  it.each<[string, UrlListState['searchParams']]>([
    ['?inStock=true', { inStock: true }],
    ['?inStock=false', { inStock: false }],
    ['?inStock=yes', {}],
    ['?minStock=3', { minStock: 3 }],
    ['?minStock=-1.5e2', { minStock: -150 }],
    ['?minStock=3abc', {}],
    ['?minStock=Infinity', {}],
    ['?title=pen', { title: 'pen' }],
    ['?title=true', { title: 'true' }],
    ['?title=3', { title: '3' }],
    ['?inStock=true&minStock=2&title=pen&utm=mail', { inStock: true, minStock: 2, title: 'pen' }],
  ])('reads %s with the types of the default filters: %j', (search, searchParams) => {
    expect(typed.queryIn(search)).toEqual({ pageNo: 0, pageSize: 15, sorts: [], searchParams })
  })

  it('shows the default filters as values, and reads paging from the address', () => {
    expect(typed.shownDefaults).toEqual({ inStock: false, minStock: 0, title: '' })
    expect(typed.queryIn('?page=2&size=30&sort=title,desc')).toEqual({
      pageNo: 2,
      pageSize: 30,
      sorts: [{ property: 'title', direction: 'desc' }],
      searchParams: {},
    })
  })

  it('starts where its options say and reads nothing from the address when not synced', () => {
    const unsynced = resolve({ pageSize: 10, defaultSort: byPrice, defaultSearchParams: { inStock: false } })
    expect(unsynced.start).toEqual({ pageNo: 0, pageSize: 10, sorts: [byPrice], searchParams: {} })
    expect(unsynced.urlConfig).toBeNull()
    expect(unsynced.queryIn('?page=3&inStock=true')).toBe(unsynced.start)
  })

  it('takes the default filters set later over the options, as they are', () => {
    const overridden = resolveConfig(configOf({ defaultSearchParams: { title: '' }, syncToUrl: true }), {
      title: 'pen',
      status: 'open',
    })
    expect(overridden.shownDefaults).toEqual({ title: 'pen', status: 'open' })
    expect(overridden.urlConfig?.filterKeys).toEqual(['title', 'status'])
  })

  it.each<[string, Options, string, string]>([
    ['the url without its query', {}, `${url}?mine=1`, url],
    [
      'baseUrl when given',
      { baseUrl: 'https://shop.example/api/items' },
      `${url}?mine=1`,
      'https://shop.example/api/items',
    ],
  ])('names the collection by %s', (_name, options, listUrl, base) => {
    expect(resolve(options, listUrl).base).toBe(base)
  })

  it('names the key property id unless told, and writes the address through historyAdapter unless given one', () => {
    const adapter: UrlAdapter = { read: () => '', write: () => {}, subscribe: () => () => {} }
    expect(resolve({})).toMatchObject({ keyName: 'id', adapter: historyAdapter })
    expect(resolve({ keyName: 'sku', syncToUrl: { adapter } })).toMatchObject({ keyName: 'sku', adapter })
  })

  it('shapes the request with the list transforms, or as a feed says', () => {
    const options: Options = { keyName: 'sku', oneIndexed: true }
    expect(resolve(options).shape).toBe(options)
    const shape = vi.fn(() => ({ keyset: 'cursor' }))
    expect(resolveConfig(configOf(options), undefined, shape).shape).toEqual({ keyset: 'cursor' })
    expect(shape).toHaveBeenCalledWith(options, 'sku')
  })
})
