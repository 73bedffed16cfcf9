import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { getUrls } from '../support/docsMock.ts'
import { App } from './examples/ProductTable.tsx'

const meta = {
  title: 'Guides/Tables, nested filters and devtools',
  component: App,
  // Shown in the guide's page, not in the sidebar.
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** TanStack Table over the hook: a header click sorts on the server, the pager moves on the server. */
export const Table: Story = {
  name: 'TanStack Table v9 on the server page',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 13')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(6)
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }))
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 13')).toBeVisible()
    await waitFor(() =>
      expect(getUrls()).toEqual([
        '/api/products?size=5&page=0',
        '/api/products?size=5&page=0&sort=price%2Cdesc',
        '/api/products?size=5&page=1&sort=price%2Cdesc',
      ]),
    )
  },
}
