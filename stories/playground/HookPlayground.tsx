import { useMemo, useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router'
import {
  desSuffixListRequest,
  formAppListRequest,
  RestPageApiProvider,
  useRestPageApi,
  type ListRequestTransform,
  type SortInfo,
} from 'use-rest-page-api'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'
import { useSentRequests } from '../support/requestLog.ts'
import './playground.css'

/** The spec's three sort styles, each by the hook's own request builder. */
export const sortStyles = {
  ',dir': undefined,
  _d: formAppListRequest,
  _des: desSuffixListRequest,
} satisfies Record<string, ListRequestTransform | undefined>
export type SortStyle = keyof typeof sortStyles

/** The mock's products in each of Spring's page shapes, by path; the hook reads each with no option. */
export const collections = {
  PageImpl: '/api/products',
  PagedModel: '/api/v2/products',
  HAL: '/api/hal/products',
  Slice: '/api/slice/products',
} as const
export type Collection = keyof typeof collections

export interface HookPlaygroundProps {
  /** Which of Spring's page shapes the list reads (`collections`). Default `PageImpl`. */
  collection?: Collection
  /** `pageSize` of the hook. Default 10. */
  pageSize: number
  /** How sorts are written: `sort=price,desc` (the default), `sort=price_d` (form app) or `sort=price_des`. */
  sortStyle: SortStyle
  /** `syncToUrl` through React Router (`useReactRouterUrlAdapter`), into a memory router's address shown above the table. */
  syncToUrl: boolean
  /** `prefetchNextPage` of the hook. */
  prefetchNextPage: boolean
  /** `optimistic` of the hook: edits show before the server answers. */
  optimistic: boolean
  /** How long the mock takes to answer each request (its `x-mock-delay` header), to watch loading and optimism. */
  serverDelayMs: number
}

interface Product {
  id: string
  title: string
  price: string
}

const columns = [
  { key: 'title', label: '名称' },
  { key: 'price', label: '价格' },
] as const

const AUTH = { 'sinoform-current-user-id': '1' }

/**
 * `useRestPageApi` over the mock's products, every option a control, and beside it every request as msw sees it
 * leave the page. Options are read on mount, so the story remounts this for each change of a control. The list sits
 * in a memory router at `/products`, whose address `syncToUrl` writes.
 */
export function HookPlayground(props: HookPlaygroundProps) {
  const headers = useMemo(
    () => (props.serverDelayMs > 0 ? { ...AUTH, 'x-mock-delay': String(props.serverDelayMs) } : AUTH),
    [props.serverDelayMs],
  )
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/products', element: <ProductTable {...props} /> }], {
      initialEntries: ['/products'],
    }),
  )
  return (
    <RestPageApiProvider headers={headers}>
      <div className="playground">
        <RouterProvider router={router} />
        <RequestPanel />
      </div>
    </RestPageApiProvider>
  )
}

function ProductTable(props: HookPlaygroundProps) {
  const transformListRequest = sortStyles[props.sortStyle]
  const adapter = useReactRouterUrlAdapter()
  const products = useRestPageApi<Product, unknown>(collections[props.collection ?? 'PageImpl'], [], {
    baseUrl: '/api/products',
    pageSize: props.pageSize,
    prefetchNextPage: props.prefetchNextPage,
    optimistic: props.optimistic,
    ...(props.syncToUrl ? { syncToUrl: { adapter } } : {}),
    ...(transformListRequest ? { transformListRequest } : {}),
  })
  const location = useLocation()
  const navigate = useNavigate()
  const { pageNo, totalPages, totalElements, sorts, hasNext, totalKnown } = products.pagination
  const [failure, setFailure] = useState('')

  const sortBy = (property: keyof Product & string, add: boolean) => {
    const current = sorts.find((s) => s.property === property)
    const next: SortInfo<keyof Product & string> = {
      property,
      direction: current?.direction === 'asc' ? 'desc' : 'asc',
    }
    const others = add ? sorts.filter((s) => s.property !== property) : []
    products.sortWith([...others, next])
  }
  const act = (action: Promise<unknown>) => {
    setFailure('')
    action.catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
  }

  return (
    <section className="playground-table card" aria-label="商品列表">
      {props.syncToUrl && (
        <p className="playground-address">
          地址栏：
          <output aria-label="地址栏">
            {location.pathname}
            {location.search}
          </output>{' '}
          <button type="button" className="btn btn-sm" onClick={() => void navigate(-1)}>
            后退
          </button>
        </p>
      )}
      <table className="data-table" aria-busy={products.isLoading}>
        <caption>
          {totalKnown
            ? `共 ${totalElements} 条，第 ${pageNo + 1} / ${Math.max(totalPages, 1)} 页`
            : `第 ${pageNo + 1} 页`}
          {products.isLoading ? '，加载中…' : ''}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const sort = sorts.find((s) => s.property === c.key)
              const order = sort ? sorts.indexOf(sort) + 1 : 0
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button type="button" className="sort-button" onClick={(e) => sortBy(c.key, e.shiftKey)}>
                    {c.label}
                    {sort ? `${sort.direction === 'asc' ? ' ↑' : ' ↓'}${sorts.length > 1 ? order : ''}` : ''}
                  </button>
                </th>
              )
            })}
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {products.items.map((p) => (
            <tr key={p.id}>
              <td>{p.title}</td>
              <td>{p.price}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-label={`给 ${p.title} 涨价 1 元`}
                  onClick={() => act(products.update({ ...p, price: (Number(p.price) + 1).toFixed(2) }))}
                >
                  涨价
                </button>{' '}
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  aria-label={`删除 ${p.title}`}
                  onClick={() => act(products.remove(p.id))}
                >
                  删除
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      <nav aria-label="分页" className="playground-pager">
        <button type="button" className="btn btn-sm" onClick={() => products.prevPage()} disabled={pageNo === 0}>
          上一页
        </button>
        <button type="button" className="btn btn-sm" onClick={() => products.nextPage()} disabled={!hasNext}>
          下一页
        </button>
      </nav>
    </section>
  )
}

function RequestPanel() {
  const requests = useSentRequests()
  return (
    <section className="playground-requests card" aria-label="已发送的请求">
      <h2>已发送的请求（{requests.length}）</h2>
      <ol>
        {requests.map((r) => (
          <li key={r.id}>
            <code>
              {r.method} {r.url}
            </code>{' '}
            <span className="playground-status">{r.status ?? '等待应答…'}</span>
            {r.body && <pre>{r.body}</pre>}
          </li>
        ))}
      </ol>
    </section>
  )
}
