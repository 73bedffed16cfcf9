import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sentRequests } from '../support/docsMock.ts'
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
    const lastGet = () =>
      sentRequests()
        .filter((r) => r.method === 'GET')
        .at(-1)
    await waitFor(() => expect(lastGet()?.status).toBe(200))
    await userEvent.click(canvas.getByRole('button', { name: 'Show them' }))
    await waitFor(() => expect(items(canvas)).toEqual(['Added elsewhere', ...before.slice(0, 4)]))
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}
