import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sentRequests } from '../support/docsMock.ts'
import { App } from './examples/WritesOutsideLists.tsx'

const meta = {
  title: 'Guides/Writes outside lists',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

const writes = () => sentRequests().filter((r) => r.method !== 'GET')

/** A save made by a form shows in the header, then its refusal; awaiting invalidate() says when the count is the server's. */
export const WriteState: Story = {
  name: 'The state of writes',
  play: async ({ canvas, userEvent }) => {
    const status = () => canvas.getByRole('status', { name: 'Writes' })
    await expect(await canvas.findByText(/^64 products/)).toBeVisible()
    await expect(status()).toHaveTextContent('All saved')

    await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(writes().map((r) => [r.url, r.status])).toEqual([['/api/products', 201]]))
    await expect(await canvas.findByText(/^65 products/)).toBeVisible()
    await expect(status()).toHaveTextContent('All saved')

    await userEvent.clear(canvas.getByRole('textbox', { name: 'Price' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), 'cheap')
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(status()).toHaveTextContent('Not saved (POST /api/products: invalid product)'))
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(status()).toHaveTextContent('All saved')

    await userEvent.click(canvas.getByRole('button', { name: 'Reload products' }))
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Reload' })).toHaveTextContent('Reloaded'))
  },
}
