import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sentRequests } from '../support/docsMock.ts'
import { App } from './examples/SwrLists.tsx'

const meta = {
  title: 'Guides/SWR apps',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

const listGets = () => sentRequests().filter((r) => r.method === 'GET' && r.url.startsWith('/api/products?'))

/** The list's page is an SWR key: the app's mutate reloads it. */
export const MutateReloads: Story = {
  name: 'mutate() reloads a list',
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5))
    await expect(await canvas.findByText(/^Product 1: \S/)).toBeVisible()
    const before = listGets().length
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh through SWR' }))
    await waitFor(() => expect(listGets()).toHaveLength(before + 1))
    await expect(listGets().at(-1)?.url).toBe('/api/products?size=5&page=0')
    await waitFor(() => expect(listGets().at(-1)?.status).toBe(200))
  },
}
