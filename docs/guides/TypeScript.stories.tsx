import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { getUrls } from '../support/docsMock.ts'
import { App } from './examples/TypedList.tsx'

const meta = {
  title: 'Guides/TypeScript',
  component: App,
  // Shown in the guide's page, not in the sidebar.
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** A list of a definition: its sort by title, then a search, each a request the definition typed. */
export const TypedList: Story = {
  name: 'A list defined once',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 13, 64 products')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(6)
    await expect(getUrls()).toEqual(['/api/products?size=5&page=0&sort=price%2Cdesc'])
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }))
    await waitFor(() => expect(getUrls().at(-1)).toBe('/api/products?size=5&page=0&sort=title%2Casc'))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title contains' }), '钢笔')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(getUrls().at(-1)).toBe('/api/products?titleContains=%E9%92%A2%E7%AC%94&size=5&page=0&sort=title%2Casc'),
    )
    await waitFor(() => expect(canvas.queryByText(/^Page 1 of 13/)).toBeNull())
    const titles = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[0]?.textContent)
    await expect(titles.every((title) => title?.includes('钢笔'))).toBe(true)
  },
}
