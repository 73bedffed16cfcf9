import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { getUrls } from '../support/docsMock.ts'
import { App } from './examples/SuspenseList.tsx'

const meta = {
  title: 'Guides/Suspense and streaming',
  tags: ['!dev'],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The fallback until page 0 is there, then rows that stay on screen while the next page loads. */
export const SuspenseList: Story = {
  name: 'A list under Suspense',
  render: () => <App />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 13')).toBeVisible()
    const rows = () => canvas.getAllByRole('listitem').map((item) => item.textContent)
    const firstPage = rows()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    // The rows of page 1 stay while page 2 loads: the fallback never shows again.
    await expect(canvas.queryByText('Loading products…')).toBeNull()
    await expect(await canvas.findByText('Page 2 of 13')).toBeVisible()
    // The page number moves at the click, over page 1's rows: page 2's answer is in once they are replaced.
    await waitFor(() => expect(rows()).not.toEqual(firstPage))
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'false')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
    await expect([...new Set(getUrls())]).toEqual(['/api/products?size=5&page=0', '/api/products?size=5&page=1'])
  },
}
