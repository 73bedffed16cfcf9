import { act, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import type { Product } from 'form-mock-server'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { buildListQuery } from '../core/spring/buildListQuery.ts'
import { mergeSearchParams } from '../core/spring/mergeSearchParams.ts'
import type { SortInfo } from '../core/types.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
type DataSource = ReturnType<typeof useRestPageApi<Product>>

const sortArb = fc.array(
  fc.record({
    property: fc.constantFrom('id', 'title', 'price'),
    direction: fc.constantFrom<SortInfo['direction']>('asc', 'desc'),
  }),
  { maxLength: 2 },
)
const command = fc.oneof(
  fc.constant({ name: 'nextPage' as const }),
  fc.constant({ name: 'prevPage' as const }),
  fc.constant({ name: 'reload' as const }),
  fc.record({ name: fc.constant('fetch' as const), page: fc.nat(6) }),
  fc.record({ name: fc.constant('sortWith' as const), sorts: sortArb }),
  fc.record({ name: fc.constant('query' as const), price: fc.constantFrom(undefined, '99.99', 'seeded') }),
  fc.record({ name: fc.constant('remove' as const), picks: fc.array(fc.nat(20), { minLength: 1, maxLength: 3 }) }),
)
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never

function run(ds: DataSource, c: Command, pending: Promise<unknown>[]) {
  switch (c.name) {
    case 'nextPage':
    case 'prevPage':
    case 'reload':
      return ds[c.name]()
    case 'fetch':
      return ds.fetch(c.page)
    case 'sortWith':
      return ds.sortWith(c.sorts)
    case 'query':
      return ds.query(
        c.price === undefined ? {} : { price: c.price === 'seeded' ? (api.db.products[3]?.price ?? '') : c.price },
      )
    case 'remove': {
      const ids = c.picks
        .map((i) => ds.items[i % Math.max(ds.items.length, 1)]?.id)
        .filter((id): id is string => id !== undefined)
      pending.push(ds.remove([...new Set(ids)]).catch(() => undefined))
    }
  }
}

describe('useRestPageApi: property', () => {
  it('shows the server answer for the last query once everything settles, whatever the order of answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(0, 3, 15, 40), { minLength: 1 }),
        async (commands, latencies) => {
          api.reset()
          let n = 0
          api.server.use(
            http.all('/api/*', async () => {
              await delay(latencies[n++ % latencies.length] ?? 0)
            }),
          )
          const { result, unmount } = renderWithApi(() =>
            useRestPageApi<Product>('/api/products', [], { pageSize: 10 }),
          )
          try {
            await waitFor(() => expect(result.current.isLoading).toBe(false))
            const pending: Promise<unknown>[] = []
            for (const c of commands) {
              act(() => void run(result.current, c, pending))
              await act(() => delay(latencies[n % latencies.length] ?? 0))
            }
            await act(() => Promise.all(pending))
            await waitFor(() => expect(result.current.isLoading).toBe(false))
            await act(() => delay(60))
            await waitFor(() => expect(result.current.isLoading).toBe(false))

            const { pagination, searchParams } = result.current
            const query = buildListQuery(mergeSearchParams({}, searchParams), pagination)
            api.server.resetHandlers()
            const truth = (await (await fetch(`${ORIGIN}/api/products?${query}`)).json()) as {
              content: Product[]
              totalElements: number
              totalPages: number
            }
            expect(result.current.isError).toBe(false)
            expect(result.current.items).toEqual(truth.content)
            expect(pagination.totalElements).toBe(truth.totalElements)
            expect(pagination.totalPages).toBe(truth.totalPages)
          } finally {
            unmount()
          }
        },
      ),
      { numRuns: 40 },
    )
  }, 120_000)
})
