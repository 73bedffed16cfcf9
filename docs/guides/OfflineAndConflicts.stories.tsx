import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { docsMock, sentGets, sentRequests } from '../support/docsMock.ts'
import { App } from './examples/OfflineProducts.tsx'

/** The pages a story before stored: each story starts from an empty storage, as a first visit. */
function forgetStoredPages() {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith('use-rest-page-api:')) sessionStorage.removeItem(key)
}

const meta = {
  title: 'Guides/Offline and conflicts',
  tags: ['!dev'],
  beforeEach: forgetStoredPages,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The data rows on screen, once the first page is there. */
async function rows(canvas: { findAllByRole: (role: 'row') => Promise<HTMLElement[]> }) {
  await waitFor(async () => expect(await canvas.findAllByRole('row')).toHaveLength(4))
  return (await canvas.findAllByRole('row')).slice(1)
}
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
const writes = () => sentRequests().filter((r) => r.method !== 'GET')

/** A write made with the network cut waits in the outbox, its row already changed, and goes when it is back. */
export const OfflineWrites: Story = {
  name: 'A write made offline',
  render: () => <App />,
  play: async ({ canvas, userEvent }) => {
    const [row] = (await rows(canvas)) as [HTMLElement]
    const [title, price] = cells(row) as [string, string]
    const raised = (Number(price) + 1).toFixed(2)

    docsMock().controls.network = 'offline'
    await userEvent.click(canvas.getByRole('button', { name: `Raise the price of ${title}` }))
    // Shown at once (optimistic), and waiting.
    await expect(within(row).getByText(raised)).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Outbox' })).toHaveTextContent('1 write waits'))

    docsMock().controls.network = 'online'
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }))
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent(`Saved ${title}`))
    await expect(canvas.getByRole('status', { name: 'Outbox' })).toHaveTextContent('Every write is sent')
    await expect(writes().map((r) => [r.method, r.status])).toContainEqual(['PUT', 200])
    const stored = docsMock().db.products.find((product) => product.title === title)
    await expect([stored?.price, stored?.version]).toEqual([raised, 1])
  },
}

/** Somebody else changed the record since it was read: the write is refused (412), and the app chooses. */
export const Conflict: Story = {
  name: 'A write that meets somebody else’s',
  render: () => <App />,
  play: async ({ canvas, userEvent }) => {
    const [row] = (await rows(canvas)) as [HTMLElement]
    const [title, price] = cells(row) as [string, string]
    // Another user's write, straight into the server's database: the record is at version 1 now.
    const theirs = docsMock().db.products.find((product) => product.title === title)!
    Object.assign(theirs, { price: '99.00', version: (theirs.version ?? 0) + 1 })

    await userEvent.click(canvas.getByRole('button', { name: `Raise the price of ${title}` }))
    const conflict = await canvas.findByRole('region', { name: 'Conflict' })
    await expect(conflict).toHaveTextContent(`yours costs ${(Number(price) + 1).toFixed(2)}, the server’s 99.00`)
    // The PUT named version 0 and was refused; the record was read again.
    await expect(writes().map((r) => [r.method, r.status])).toEqual([['PUT', 412]])
    await expect(sentRequests().at(-1)?.method).toBe('GET')

    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent(`Saved ${title}`))
    await expect(writes().map((r) => [r.method, r.status])).toEqual([
      ['PUT', 412],
      ['PUT', 200],
    ])
    const saved = docsMock().db.products.find((product) => product.title === title)
    await expect([saved?.price, saved?.version]).toEqual([(Number(price) + 1).toFixed(2), 2])
  },
}

/** A reload (a new store on the same storage) shows the stored rows at once, then the server's. */
export const Restored: Story = {
  name: 'Rows restored on a reload',
  render: () => <App />,
  play: async ({ canvas, userEvent }) => {
    const before = (await rows(canvas)).map(cells)
    const loads = sentGets().length
    docsMock().controls.latencyMs = 1500
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    // The new store reloads the page once, in the background...
    await waitFor(() => expect(sentGets()).toHaveLength(loads + 1))
    // ...and shows the stored rows meanwhile, not a loading state.
    await expect(sentGets().at(-1)?.status).toBeUndefined()
    await expect((await rows(canvas)).map(cells)).toEqual(before)
    await waitFor(() => expect(sentGets().at(-1)?.status).toBe(200), { timeout: 4000 })
    await expect(sentGets()).toHaveLength(loads + 1)
  },
}
