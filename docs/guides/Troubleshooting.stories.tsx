import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { getUrls } from '../support/docsMock.ts'
import { App } from './examples/ErrorDetails.tsx'

const meta = {
  title: 'Guides/Troubleshooting',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** A filter the server does not know: a 400 whose error names the request and carries the server's body. */
export const ErrorDetails: Story = {
  name: 'What a failed load says',
  play: async ({ canvas, userEvent }) => {
    const error = await canvas.findByRole('alert', { name: 'Error' })
    await expect(error).toHaveTextContent('kindinvalid')
    await expect(error).toHaveTextContent('status400')
    await expect(error).toHaveTextContent('requestGET /api/products?titel=%E9%92%A2%E7%AC%94&size=5&page=0')
    await expect(error).toHaveTextContent(
      'message[use-rest-page-api] GET /api/products?titel=%E9%92%A2%E7%AC%94&size=5&page=0 answered 400: invalid list parameters',
    )
    await expect(error).toHaveTextContent('the server saystitel: unknown filter field "titel"')
    // Not retried on its own: a first load that failed waits for the user.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await expect(getUrls()).toHaveLength(1)

    await userEvent.click(canvas.getByRole('button', { name: 'Fix the filter' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0))
    await expect(getUrls().at(-1)).toBe('/api/products?titleContains=%E9%92%A2%E7%AC%94&size=5&page=0')
  },
}
