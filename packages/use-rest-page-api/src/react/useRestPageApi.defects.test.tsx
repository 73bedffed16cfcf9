import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { ids, rejection, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList, renderWithApi } from '../../../../test/renderList.tsx'
import { RestPageApiDevtools } from '../devtools/RestPageApiDevtools.tsx'
import { useReactRouterUrlAdapter } from '../react-router/useReactRouterUrlAdapter.ts'
import { useRestPageApi } from './useRestPageApi.ts'

// Defects of the list found in review: each test fails on the engine as it is and passes once it is fixed.

const api = setupMockApi({ auth: false })
/** The ids the server has on a page now. */
const serverPage = (page: number, size = 15) => ids(api.db.products.slice(page * size, (page + 1) * size))
const renameOnServer = (index: number, title: string) => {
  api.db.products[index] = { ...(api.db.products[index] as Product), title }
}
/** Lets the current task end: moves a macrotask apart are separate events. */
const nextTask = () => delay(0)

let router: ReturnType<typeof createMemoryRouter> | undefined
beforeEach(() => window.history.replaceState(null, '', '/list'))
afterEach(() => {
  router?.dispose()
  router = undefined
})

/** A list synced with the default history adapter, or with React Router's inside a data router, page 0 on screen. */
async function mountSynced(adapter: 'history' | 'React Router') {
  if (adapter === 'history') return mountList({ syncToUrl: true })
  const rendered = renderWithApi(
    () => useRestPageApi<Product>('/api/products', [], { syncToUrl: { adapter: useReactRouterUrlAdapter() } }),
    {
      inside: (children) => {
        router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: ['/list'] })
        return <RouterProvider router={router} />
      },
    },
  )
  await waitFor(() => expect(rendered.result.current.items).toHaveLength(15))
  await settled(rendered.result)
  return rendered
}

for (const adapter of ['history', 'React Router'] as const)
  for (const order of ['in the order they were sent', 'last first'] as const)
    it(`shows page 0 at once and then the server's rows after next, prev, next, prev whose answers land ${order} (${adapter} adapter)`, async () => {
      const { result } = await mountSynced(adapter)
      const oldRows = ids(result.current.items)
      const held = holdAnswers(api, (r) => r.method === 'GET')
      api.clear()
      for (const move of ['nextPage', 'prevPage', 'nextPage', 'prevPage'] as const) {
        act(() => void result.current[move]())
        await nextTask()
      }
      expect({ rows: ids(result.current.items), placeholder: result.current.isPlaceholderData }).toEqual({
        rows: oldRows,
        placeholder: false,
      })
      renameOnServer(0, 'renamed while the answers were on their way')
      held.stop()
      const answers = order === 'last first' ? held.all().reverse() : held.all()
      for (const answer of answers) await answer.release()
      await waitFor(() =>
        expect({
          page: result.current.pagination.pageNo,
          firstTitle: result.current.items[0]?.title,
          isLoading: result.current.isLoading,
        }).toEqual({ page: 0, firstTitle: 'renamed while the answers were on their way', isLoading: false }),
      )
      expect(api.lines()).toContain('GET /api/products?size=15&page=0')
    })

it('never writes a filter over 1,024 characters to the address, even after setDefaultSearchParams refused it', async () => {
  // 16 records with that title: two pages of the filtered list.
  const long = 'x'.repeat(1100)
  for (let i = 0; i < 16; i++) api.db.products.push({ id: `long${i}`, title: long, price: '1.00' })
  const { result } = await mountList({ syncToUrl: true })
  // `title` is not a key the list owns yet: the filter is sent and, rightly, not written.
  await act(() => result.current.query({ title: long }))
  await act(() => result.current.nextPage())
  // Owning `title` would put the long value in the address: refused.
  expect((await rejection(() => result.current.setDefaultSearchParams({ title: '' }))).message).toMatch(
    /setDefaultSearchParams\(\) cannot be kept in the address: "title"/,
  )
  // Removing the only record of page 1 moves back to page 0, writing the address.
  await act(() => result.current.remove('long15'))
  expect(valuesTooLongToRead(window.location.search)).toEqual([])
})

/** The parameters of a query string that `parseUrlState` ignores (over 1,024 characters), by key and length. */
const valuesTooLongToRead = (search: string) =>
  [...new URLSearchParams(search)].filter(([, v]) => v.length > 1024).map(([k, v]) => `${k}: ${v.length} characters`)

for (const [label, gcTime] of [
  ['Infinity', Infinity],
  ['30 days', 2_592_000_000],
] as const)
  it(`shows the cached page at once on going back, with gcTime ${label}`, async () => {
    const { result } = await mountList({}, '/api/products', { provider: { gcTime } })
    await act(() => result.current.nextPage())
    // Past 2^31 - 1 ms a timer fires at once: give it the chance.
    await delay(20)
    holdAnswers(api, (r) => r.method === 'GET')
    act(() => void result.current.prevPage())
    expect({ firstRow: result.current.items[0]?.id, placeholder: result.current.isPlaceholderData }).toEqual({
      firstRow: '1',
      placeholder: false,
    })
  })

it('drops the late answer of a prefetch whose page was evicted meanwhile', async () => {
  let openGate!: () => void
  const gate = new Promise<void>((resolve) => (openGate = resolve))
  const { result } = await mountList(
    {
      prefetchNextPage: true,
      // Page 2's answers wait here, past any abort: an async transform does not heed the signal.
      transformListResponse: async (response, { pageNo }) => {
        if (pageNo === 2) await gate
        return response as never
      },
    },
    '/api/products',
    { provider: { maxCachedPages: 3 } },
  )
  const sent = (page: number) => api.lines().filter((line) => line.endsWith(`&page=${page}`)).length
  await waitFor(() => expect(sent(1)).toBe(1))
  // Page 2 asked for and left before it came: a known page, no data, that no list shows.
  act(() => void result.current.fetch(2))
  await waitFor(() => expect(sent(2)).toBe(1))
  await act(() => result.current.fetch(1))
  // From page 1, page 2 is prefetched; then two more pages (past the end, so nothing more is prefetched) push it
  // out of the cache (maxCachedPages 3) while its answer waits.
  await waitFor(() => expect(sent(2)).toBe(2))
  await act(() => result.current.fetch(5))
  await act(() => result.current.fetch(6))
  await act(async () => {
    openGate()
    await delay(20)
  })
  // Record 31 (on page 2) goes; page 2, shown again, must show the server's rows, not the late answer's.
  await act(() => result.current.remove('31'))
  await act(() => result.current.fetch(2))
  await settled(result)
  expect(ids(result.current.items)).toEqual(serverPage(2))
})

it('puts a record whose delete failed back in its order among the records still there (optimistic, one by one)', async () => {
  const { result } = await mountList({ optimistic: true, useMultiDeleteApi: false })
  api.controls.failNext('delete', '/api/products/2', 500)
  // The refresh after the delete stays on its way: the rows are the rollback's.
  holdAnswers(api, (r) => r.method === 'GET')
  const error = await rejection(() => result.current.remove(['1', '2', '3']))
  expect(error).toMatchObject({ name: 'RemoveError' })
  expect(ids(result.current.items).slice(0, 3)).toEqual(['2', '4', '5'])
})

/** The collection's search resource, as Spring Data REST exposes it: `findByTitle`, answering from the records. */
function serveFindByTitle() {
  api.server.use(
    http.get('*/api/products/search/findByTitle', ({ request }) => {
      const title = new URL(request.url).searchParams.get('title')
      const content = api.db.products.filter((p) => p.title === title)
      return HttpResponse.json({ content, number: 0, size: 15, totalElements: content.length, totalPages: 1 })
    }),
  )
}

it("reloads the collection's search list on screen after a write from its main list", async () => {
  serveFindByTitle()
  const title = (api.db.products[0] as Product).title
  const { result } = renderWithApi(() => ({
    main: useRestPageApi<Product>('/api/products'),
    search: useRestPageApi<Product>('/api/products/search/findByTitle', [], {
      baseUrl: '/api/products',
      defaultSearchParams: { title },
    }),
  }))
  await waitFor(() => expect(result.current.search.items.length).toBeGreaterThan(0))
  await waitFor(() => expect(result.current.main.isLoading).toBe(false))
  await act(() => result.current.main.remove('1'))
  await waitFor(() => expect(ids(result.current.search.items)).not.toContain('1'))
})

it('refuses an id Spring would trim to another (a control character before it), sending nothing', async () => {
  const { result } = await mountList()
  api.clear()
  const error = await rejection(() => result.current.remove(['\u00017', '1']))
  expect({ error: error.constructor.name, sent: api.lines() }).toEqual({ error: 'TypeError', sent: [] })
})

it('counts a write still on its way in the devtools after 200 more requests', async () => {
  const { result } = await mountList({}, '/api/products', {
    inside: (children) => <RestPageApiDevtools>{children}</RestPageApiDevtools>,
  })
  holdAnswers(api, (r) => r.method === 'DELETE')
  act(() => void result.current.remove('1').catch(() => {}))
  await waitFor(() => expect(api.lines()).toContain('DELETE /api/products/1'))
  for (let i = 0; i < 200; i++) await act(() => result.current.reload())
  // Opened once the requests are done: the panel's own rendering of 200 rows does not slow them.
  fireEvent.click(await screen.findByRole('button', { name: /use-rest-page-api/ }))
  const panel = await screen.findByRole('region', { name: 'use-rest-page-api devtools' })
  expect(/Writes on their way \(\d+\)(DELETE \/api\/products\/1)?/.exec(panel.textContent ?? '')?.[0]).toBe(
    'Writes on their way (1)DELETE /api/products/1',
  )
}, 30_000)
