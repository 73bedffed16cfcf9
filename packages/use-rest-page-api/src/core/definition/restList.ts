import type { RestPageApiOptions } from '../engine/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../engine/RestPageDataSource.ts'
import type { KnownFilters, PageResponse, SearchParams, SortField } from '../types.ts'

/** The key of a definition's phantom types: declared, never set, so the types travel with the object. */
declare const listTypes: unique symbol

/**
 * What `restList<TItem>()(url, options)` takes: the options of `useRestPageApi`, and the items shown before the first
 * load.
 */
export interface RestListOptions<TItem, TPage, TFilters, TSort extends string> extends RestPageApiOptions<
  TItem,
  TPage,
  TFilters,
  TSort
> {
  /**
   * The items shown before the first load (the three-argument form's `defaultValue`). Read when a list mounts.
   * Default: `[]`.
   */
  defaultValue?: TItem[]
}

/**
 * A list defined and typed once (`restList<TItem>()(url, options)`): its url, its options and the items shown before
 * the first load, with the item, raw page, filter and sort types carried along, so `useRestPageApi(definition)`,
 * `useInfiniteRestPageApi(definition)` and `prefetchList(store, definition)` are typed without type arguments. A
 * frozen plain object: declared once at module level, it is the same object on every render.
 *
 * @example
 * const products = restList<Product>()('/api/products', { defaultSearchParams: { title: '' } })
 * function take(list: RestListDefinition<Product, PageResponse<Product>, { title: string }>) {}
 */
export interface RestListDefinition<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters = SearchParams,
  TSort extends string = SortField<TItem>,
> {
  /** The list url, normally the base url of the CRUD API. */
  readonly url: string
  /** The options of every list made from the definition, without `defaultValue`. */
  readonly options: Readonly<RestPageApiOptions<TItem, TPage, TFilters, TSort>>
  /** The items shown before the first load. Default: none (`[]`). */
  readonly defaultValue?: TItem[]
  /** The types of the list, for the compiler only: never set. */
  readonly [listTypes]?: { item: TItem; page: TPage; filters: TFilters; sort: TSort }
}

/**
 * What `useRestPageApi(definition)` returns for a definition's type: the prop type of a component that takes the
 * list, its filters and sorts typed as the definition types them. (`RestPageDataSource<TItem>` takes a list whose
 * filters are not declared; a list that declares them only passes where they are named, since its `query` takes no
 * other filters.)
 *
 * @example
 * function ProductTable({ products }: { products: DataSourceOf<typeof productList> }) {}
 */
export type DataSourceOf<TDefinition> =
  TDefinition extends RestListDefinition<infer TItem, infer TPage, infer TFilters, infer TSort>
    ? RestPageDataSource<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
    : never

/**
 * Defines a list once, typed: `restList<TItem>()` takes the item type, then `(url, options)` infers the rest from the
 * options (TanStack Table's `createColumnHelper<T>()`, zustand's `create<T>()`): the filters and their types from
 * `defaultSearchParams` (a parser of `use-rest-page-api/parsers` gives a filter its type), the raw page from
 * `transformListResponse`'s parameter. Sort properties are the item's keys, or the names given as the second type
 * argument (`restList<Row, 'cjsj' | 'owner.name'>()`). A list that declares no `defaultSearchParams` takes any filter.
 * The definition goes unchanged to `useRestPageApi`, `useInfiniteRestPageApi` and, on a server, `prefetchList`; the
 * same list written in the three-argument form is the same list (one store entry, one request).
 *
 * @example
 * const productList = restList<Product>()('/api/products', {
 *   pageSize: 10,
 *   defaultSort: { property: 'price', direction: 'desc' }, // 'prise' would not compile
 *   defaultSearchParams: { title: '', minPrice: parseAsInteger },
 * })
 * const products = useRestPageApi(productList)
 * void products.query({ minPrice: 10 }) // `{ minPrice: '10' }` or `{ titel: 'pen' }` would not compile
 */
export function restList<TItem, TSort extends string = SortField<TItem>>() {
  return <TPage = PageResponse<TItem>, TFilters extends object = SearchParams>(
    url: string,
    options: RestListOptions<TItem, TPage, TFilters, TSort> = {},
  ): RestListDefinition<TItem, TPage, TFilters, TSort> => {
    const { defaultValue, ...listOptions } = options
    return Object.freeze({ url, options: Object.freeze(listOptions), ...(defaultValue && { defaultValue }) })
  }
}

const NO_ITEMS: never[] = []
const NO_OPTIONS: Readonly<RestPageApiOptions<never, unknown>> = Object.freeze({})

/**
 * The arguments of a list hook, given either way (a definition, or the spec's `url, defaultValue, options`), as the
 * three the engine takes, defaults filled in. A definition's options are its own object, the same on every render.
 * Internal: the hooks' shared first step.
 *
 * @example
 * const [url, defaultValue, options] = listArguments(urlOrDefinition, defaultValue, options)
 */
export function listArguments<TItem, TOptions extends object>(
  urlOrDefinition: string | { readonly url: string; readonly options: TOptions; readonly defaultValue?: TItem[] },
  defaultValueOrOverrides?: TItem[] | ListRenderOptions,
  options?: TOptions,
): [url: string, defaultValue: TItem[], options: TOptions] {
  if (typeof urlOrDefinition == 'object' && urlOrDefinition !== null)
    return [
      urlOrDefinition.url,
      urlOrDefinition.defaultValue ?? NO_ITEMS,
      withOverrides(urlOrDefinition, defaultValueOrOverrides as ListRenderOptions | undefined),
    ]
  // The url is checked where every list checks it (`resolveConfig`), so a wrong one fails the same way either form.
  return [
    urlOrDefinition,
    (defaultValueOrOverrides as TItem[] | undefined) ?? NO_ITEMS,
    options ?? (NO_OPTIONS as TOptions),
  ]
}

/**
 * The options a render decides, beside a definition (`useRestPageApi(definition, { enabled: parentId != null })`):
 * whether the list sends requests, and whether it holds updates while the user works in it. They take effect in the
 * render that gives them, as every option does.
 */
export type ListRenderOptions = Pick<RestPageApiOptions<unknown, unknown>, 'enabled' | 'holdUpdates'>

/** The last options made for each definition with overrides: the same object while the overrides stay equal. */
const overridden = new WeakMap<
  object,
  { enabled?: boolean | undefined; holdUpdates?: boolean | undefined; options: object }
>()

/** A definition's options with a render's `enabled` and `holdUpdates` over them (its own object when none is given). */
function withOverrides<TOptions extends object>(
  definition: { readonly options: TOptions },
  overrides: ListRenderOptions | undefined,
): TOptions {
  if (!overrides || (overrides.enabled === undefined && overrides.holdUpdates === undefined)) return definition.options
  const { enabled, holdUpdates } = overrides
  const last = overridden.get(definition)
  if (last && last.enabled === enabled && last.holdUpdates === holdUpdates) return last.options as TOptions
  const options = { ...definition.options, ...overrides }
  overridden.set(definition, { enabled, holdUpdates, options })
  return options
}
