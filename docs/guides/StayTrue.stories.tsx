import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { getUrls, lastGet } from '../support/docsMock.ts'
import { App as FreshnessApp } from './examples/Freshness.tsx'
import { App } from './examples/HeldUpdates.tsx'

const meta = {
  title: 'Guides/Lists that stay true',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

const items = (canvas: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  canvas.getAllByRole('listitem').map((item) => item.textContent)

/**
 * The case: a page shown again from the store on a slow network says it is stale and reloading, and its rows
 * are dimmed, until the reload answers.
 */
export const Freshness: Story = {
  name: 'How fresh the rows are',
  render: () => <FreshnessApp />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const flags = () => canvas.getByRole('list', { name: 'Freshness' })
    const tbody = () => canvasElement.querySelector('tbody')
    // The first load: no page yet.
    await expect(flags()).toHaveTextContent('isLoading: true')
    await waitFor(() => expect(flags()).toHaveTextContent('isFetching: false'), { timeout: 5000 })
    await expect(flags()).toHaveTextContent('isStale: false')
    await expect(flags()).not.toHaveTextContent('dataUpdatedAt: never')
    const pageOne = canvas.getAllByRole('row').map((row) => row.textContent)

    // A move to a page not in the store: the previous rows stay, as placeholders.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(flags()).toHaveTextContent('isPlaceholderData: true')
    await expect(flags()).toHaveTextContent('isLoading: true')
    await expect(tbody()).toHaveClass('is-stale')
    await waitFor(() => expect(flags()).toHaveTextContent('isFetching: false'), { timeout: 5000 })

    // Back to page 1: its rows at once from the store, stale and reloading, dimmed until the answer.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }))
    await expect(canvas.getAllByRole('row').map((row) => row.textContent)).toEqual(pageOne)
    await expect(flags()).toHaveTextContent('isLoading: false')
    await expect(flags()).toHaveTextContent('isFetching: true')
    await expect(flags()).toHaveTextContent('isStale: true')
    await expect(tbody()).toHaveClass('is-stale')
    await waitFor(() => expect(flags()).toHaveTextContent('isStale: false'), { timeout: 5000 })
    await expect(tbody()).not.toHaveClass('is-stale')
    await expect(getUrls()).toEqual([
      '/api/products?size=5&page=0',
      '/api/products?size=5&page=1',
      '/api/products?size=5&page=0',
    ])
  },
}

/** Without holding, another user's row shows at once. */
export const ShownAtOnce: Story = {
  name: 'Changes shown at once',
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5))
    await userEvent.click(canvas.getByRole('button', { name: 'Another user adds a product' }))
    await waitFor(() => expect(items(canvas)[0]).toBe('Added elsewhere'))
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

/** While the user works, the rows stay; the list says what the server has. */
export const HeldWhileWorking: Story = {
  name: 'Changes held while working',
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5))
    const before = items(canvas)
    await userEvent.click(canvas.getByRole('checkbox', { name: /hold updates/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Another user adds a product' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('The server has changes: 1 added, 1 gone.')
    await expect(items(canvas)).toEqual(before)
    // The reload was sent and answered: only its showing waits.
    await waitFor(() => expect(lastGet()?.status).toBe(200))
    await userEvent.click(canvas.getByRole('button', { name: 'Show them' }))
    await waitFor(() => expect(items(canvas)).toEqual(['Added elsewhere', ...before.slice(0, 4)]))
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}
