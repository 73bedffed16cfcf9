import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { lastGet } from '../support/docsMock.ts'
import { App } from './examples/RouterList.tsx'

const meta = {
  title: 'Guides/URL sync and routers',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** Page moves and a search go to the address; Back comes back to what the user saw. */
export const ReactRouter: Story = {
  name: 'React Router',
  play: async ({ canvas, userEvent }) => {
    const address = () => canvas.getByRole('status', { name: 'Address' })
    await expect(await canvas.findByText('Page 1 of 13, 64 products')).toBeVisible()
    await expect(address()).toHaveTextContent(/^\/products\?tab=2$/)
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(address()).toHaveTextContent(/^\/products\?tab=2&page=1$/))
    await expect(await canvas.findByText('Page 2 of 13, 64 products')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title contains' }), '钢笔')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(address()).toHaveTextContent(/^\/products\?tab=2&titleContains=%E9%92%A2%E7%AC%94$/))
    await waitFor(() => expect(lastGet()?.url).toBe('/api/products?titleContains=%E9%92%A2%E7%AC%94&size=5&page=0'))
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(address()).toHaveTextContent(/^\/products\?tab=2&page=1$/))
    await expect(await canvas.findByText('Page 2 of 13, 64 products')).toBeVisible()
  },
}
