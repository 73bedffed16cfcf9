import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { getUrls } from '../support/docsMock.ts'
import { ServerThenBrowser } from './examples/ServerRendered.tsx'

const meta = {
  title: 'Guides/Server rendering',
  component: ServerThenBrowser,
  // Shown in the guide's page, not in the sidebar.
  tags: ['!dev'],
} satisfies Meta<typeof ServerThenBrowser>
export default meta
type Story = StoryObj<typeof meta>

/** The server's render (one request), hydration over its HTML (none), then Next (one). */
export const Hydrated: Story = {
  name: 'Rendered on the server, hydrated in the browser',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '1. Render on the server' }))
    await expect(await canvas.findByText(/The server's HTML/)).toBeVisible()
    // The server's HTML holds the rows and the pager, before any React renders in the browser (the example writes it
    // into the page in an effect, after the render that shows the status).
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5))
    await expect(canvas.getByText('Page 1 of 13')).toBeVisible()
    await expect(getUrls()).toEqual(['/api/products?size=5&page=0&sort=price%2Cdesc'])

    await userEvent.click(canvas.getByRole('button', { name: '2. Hydrate in the browser' }))
    await expect(await canvas.findByText(/Hydrated: the list is live/)).toBeVisible()
    // Hydration asked for nothing: the page came with the HTML.
    await expect(getUrls()).toEqual(['/api/products?size=5&page=0&sort=price%2Cdesc'])

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 13')).toBeVisible()
    await waitFor(() =>
      expect(getUrls()).toEqual([
        '/api/products?size=5&page=0&sort=price%2Cdesc',
        '/api/products?size=5&page=1&sort=price%2Cdesc',
      ]),
    )
  },
}
