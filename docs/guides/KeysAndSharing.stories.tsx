import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getUrls } from '../support/docsMock.ts'
import { App } from './examples/SharedLists.tsx'

const meta = {
  title: 'Guides/Keys and sharing',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

const ASC = '/api/products?size=3&page=0&sort=price%2Casc'
const DESC = '/api/products?size=3&page=0&sort=price%2Cdesc'

/**
 * Two lists that send the same request share one entry and one load; a third with another sort has its own. A move of
 * one list is its own: the other stays on its page.
 */
export const Shared: Story = {
  name: 'Two lists, one entry',
  play: async ({ canvas, userEvent }) => {
    const rows = (name: string) =>
      within(canvas.getByRole('region', { name }))
        .queryAllByRole('listitem')
        .map((item) => item.textContent)
    await waitFor(() => expect(rows('Cheapest')).toHaveLength(3))
    await waitFor(() => expect(rows('Dearest')).toHaveLength(3))
    await expect(rows('Cheapest, in a sidebar')).toEqual(rows('Cheapest'))
    await expect([...getUrls()].sort()).toEqual([ASC, DESC])
    const store = canvas.getByRole('list', { name: 'Store' })
    await waitFor(() =>
      expect(store).toHaveTextContent(`["${ASC.replace('size=3&page=0', 'page=0&size=3')}"]: shown by 2`),
    )

    // One list moves: a request for its new page; the other stays where it was.
    const pageOne = rows('Cheapest')
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Cheapest' })).getByRole('button', { name: 'Next' }),
    )
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Cheapest, page 2' })).toBeVisible())
    // The heading moves at the click; the request reaches the mock a moment later.
    await waitFor(() => expect(getUrls().at(-1)).toBe('/api/products?size=3&page=1&sort=price%2Casc'))
    await expect(canvas.getByRole('heading', { name: 'Cheapest, in a sidebar, page 1' })).toBeVisible()
    await expect(rows('Cheapest, in a sidebar')).toEqual(pageOne)
  },
}
