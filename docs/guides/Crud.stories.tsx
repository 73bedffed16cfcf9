import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { sentRequests } from '../support/docsMock.ts'
import { App as CrudApp } from './examples/CrudList.tsx'
import { App as UndoApp } from './examples/UndoDelete.tsx'

const meta = {
  title: 'Guides/CRUD, optimistic writes and undo',
  tags: ['!dev'],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const sent = (method: string) => sentRequests().filter((r) => r.method === method)
const titles = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .map((row) => row.children[1]?.textContent)

/** Add, change and delete, each shown at once; the server's answers confirm them. */
export const OptimisticWrites: Story = {
  name: 'Optimistic writes',
  render: () => <CrudApp />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('64 products')).toBeVisible()
    await expect(titles(canvasElement)).toHaveLength(5)

    await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
    await expect(titles(canvasElement)[0]).toBe('Desk lamp')
    await expect(await canvas.findByText('Add: done.')).toBeVisible()
    await waitFor(() => expect(sent('POST').map((r) => [r.url, r.status])).toEqual([['/api/products', 201]]))
    await expect(await canvas.findByText('65 products')).toBeVisible()

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Desk lamp' }))
    const second = titles(canvasElement)[1] as string
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${second}` }))
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }))
    await expect(titles(canvasElement)).not.toContain('Desk lamp')
    await expect(await canvas.findByText('Delete: done.')).toBeVisible()
    await waitFor(() => expect(sent('DELETE').map((r) => [r.url, r.status])).toEqual([['/api/products/65,64', 204]]))
    await expect(await canvas.findByText('63 products')).toBeVisible()
  },
}

/** The server refuses: the row shows the change, then exactly what it was. */
export const Refused: Story = {
  name: 'A refused write rolls back',
  render: () => <CrudApp />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('64 products')).toBeVisible()
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Price' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), 'cheap')
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
    await expect(await canvas.findByText('Add: not saved (400 invalid product).')).toBeVisible()
    await expect(titles(canvasElement)).not.toContain('Desk lamp')
    await expect(titles(canvasElement)).toHaveLength(5)
    await expect(canvas.getByText('64 products')).toBeVisible()
  },
}

/** A delete with a few seconds to take it back: nothing is sent until the time is up. */
export const Undo: Story = {
  name: 'Delete with undo',
  render: () => <UndoApp />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5))
    const first = canvas.getAllByRole('listitem')[0]?.firstChild?.textContent?.trim() as string
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByRole('status')).toHaveTextContent(`Deleted ${first}. Undo`)
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5))
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(first)
    await expect(sent('DELETE')).toEqual([])

    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement)
    await waitFor(() => expect(sent('DELETE').map((r) => [r.url, r.status])).toEqual([['/api/products/1', 204]]), {
      timeout: 6000,
    })
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).not.toHaveTextContent(first))
  },
}
