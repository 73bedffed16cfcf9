import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { SWRConfig } from 'swr'
import { sentRequests } from '../support/docsMock.ts'
import { App } from './examples/compare/WithRestPageApi.tsx'
import { App as SwrHistoryApp } from './examples/compare/WithSwrAndHistory.tsx'
import { App as SwrNuqsApp } from './examples/compare/WithSwrAndNuqs.tsx'
import { App as QueryNuqsApp } from './examples/compare/WithTanStackQueryAndNuqs.tsx'

const OWNED = ['page', 'size', 'sort', 'titleContains']

const meta = {
  title: 'Guides/Compared with TanStack Query, SWR and nuqs',
  component: App,
  tags: ['!dev'],
  // Each sample keeps its state in the address of the page it runs in: start each without it, and put it back.
  beforeEach: () => {
    const before = window.location.href
    const start = new URL(before)
    for (const key of OWNED) start.searchParams.delete(key)
    window.history.replaceState(window.history.state, '', start)
    return () => window.history.replaceState(window.history.state, '', before)
  },
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

/** The list's parameters of the last GET the mock received, and of the address. */
const lastList = () => {
  const last = sentRequests()
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api/products?'))
    .at(-1)
  return Object.fromEntries(new URLSearchParams(last?.url.split('?')[1]))
}
const address = () =>
  Object.fromEntries([...new URLSearchParams(window.location.search)].filter(([key]) => OWNED.includes(key)))
const titles = (canvas: Canvas) =>
  canvas
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent)

/** The same walk through every sample: a page, a sort, a search, a delete, Back. */
async function walk(canvas: Canvas, userEvent: UserEvent) {
  await waitFor(() => expect(titles(canvas)).toHaveLength(5))
  await expect(lastList()).toEqual({ size: '5', page: '0' })
  await expect(canvas.getByText('Page 1 of 13')).toBeVisible()

  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  await waitFor(() => expect(canvas.getByText('Page 2 of 13')).toBeVisible())
  await waitFor(() => expect(address()).toEqual({ page: '1' }))
  await waitFor(() => expect(lastList()).toEqual({ size: '5', page: '1' }))

  await userEvent.click(canvas.getByRole('button', { name: 'Price' }))
  await waitFor(() => expect(lastList()).toEqual({ size: '5', page: '0', sort: 'price,asc' }))
  await waitFor(() => expect(address()).toEqual({ sort: 'price,asc' }))

  await userEvent.type(canvas.getByRole('textbox', { name: 'Title contains' }), '钢笔')
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
  await waitFor(() => expect(lastList()).toEqual({ size: '5', page: '0', sort: 'price,asc', titleContains: '钢笔' }))
  await waitFor(() => expect(address()).toEqual({ sort: 'price,asc', titleContains: '钢笔' }))
  await waitFor(() => expect(titles(canvas).length).toBeGreaterThan(0))
  await waitFor(() => expect(titles(canvas).every((title) => title?.includes('钢笔'))).toBe(true))

  // Delete the first row: the server gets the DELETE, the page reloads without it.
  const first = titles(canvas)[0]
  const gets = sentRequests().filter((r) => r.method === 'GET').length
  await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement)
  await waitFor(() => expect(sentRequests().some((r) => r.method === 'DELETE' && r.status === 204)).toBe(true))
  await waitFor(() => expect(sentRequests().filter((r) => r.method === 'GET').length).toBeGreaterThan(gets))
  await waitFor(() => expect(titles(canvas)).not.toContain(first))

  // Back: the sort without the search (SWR may show its cached page without a request: it dedupes for 2 s).
  window.history.back()
  await waitFor(() => expect(address()).toEqual({ sort: 'price,asc' }))
  await waitFor(() => expect(titles(canvas)).toHaveLength(5))
}

/** SWR's default cache is global to the page: each story starts with an empty one, as a fresh app would. */
const freshSwrCache = () => new Map()

export const WithRestPageApi: Story = {
  name: 'use-rest-page-api',
  play: ({ canvas, userEvent }) => walk(canvas, userEvent),
}

export const WithTanStackQueryAndNuqs: Story = {
  name: 'TanStack Query and nuqs',
  render: () => <QueryNuqsApp />,
  play: ({ canvas, userEvent }) => walk(canvas, userEvent),
}

export const WithSwrAndNuqs: Story = {
  name: 'SWR and nuqs',
  render: () => (
    <SWRConfig value={{ provider: freshSwrCache }}>
      <SwrNuqsApp />
    </SWRConfig>
  ),
  play: ({ canvas, userEvent }) => walk(canvas, userEvent),
}

export const WithSwrAndHistory: Story = {
  name: 'SWR and a hand-written address',
  render: () => (
    <SWRConfig value={{ provider: freshSwrCache }}>
      <SwrHistoryApp />
    </SWRConfig>
  ),
  play: ({ canvas, userEvent }) => walk(canvas, userEvent),
}
