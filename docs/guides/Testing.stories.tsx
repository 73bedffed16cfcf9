import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { sentRequests } from '../support/docsMock.ts'
import { TestedList } from './examples/TestedList.tsx'

const meta = {
  title: 'Guides/Testing',
  component: TestedList,
  // Shown in the guide's page, not in the sidebar.
  tags: ['!dev'],
} satisfies Meta<typeof TestedList>
export default meta
type Story = StoryObj<typeof meta>

/** The in-memory collection answers the list; settled() resolves after the first load and after Next. */
export const InMemory: Story = {
  name: 'A Spring collection as the fetch, and settled()',
  play: async ({ canvas, userEvent }) => {
    const received = within(canvas.getByRole('list', { name: 'Received' }))
    await expect(await canvas.findByText('Product 1')).toBeVisible()
    await waitFor(() =>
      expect(received.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'GET /api/products?size=5&page=0',
      ]),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Product 6')).toBeVisible()
    await waitFor(() =>
      expect(received.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'GET /api/products?size=5&page=0',
        'GET /api/products?size=5&page=1',
      ]),
    )
    // The collection is the fetch: nothing reached the network (or the page's mock).
    await expect(sentRequests()).toEqual([])
  },
}
