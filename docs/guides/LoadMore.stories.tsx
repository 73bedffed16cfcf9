import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { getUrls } from '../support/docsMock.ts'
import { App as KeysetApp } from './examples/KeysetFeed.tsx'
import { App as LoadMoreApp } from './examples/LoadMore.tsx'

const meta = {
  title: 'Guides/Load more and keyset',
  tags: ['!dev'],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const gets = () => [...new Set(getUrls())]

/** Pages 0, 1, 2... of one query, appended. */
export const LoadMore: Story = {
  name: 'Load more',
  render: () => <LoadMoreApp />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('10 of 64 products')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(await canvas.findByText('20 of 64 products')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20)
    await expect(gets()).toEqual(['/api/products?size=10&page=0', '/api/products?size=10&page=1'])
  },
}

/** The rows after the last one, by a cursor, to the end. */
export const Keyset: Story = {
  name: 'Keyset',
  render: () => <KeysetApp />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(10))
    // 64 products, 10 a page: six more loads to the end.
    for (const loaded of [20, 30, 40, 50, 60, 64]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(loaded))
    }
    await expect(await canvas.findByText('That is all: 64 products.')).toBeVisible()
    const prices = canvas.getAllByRole('listitem').map((item) => Number(item.textContent?.split(', ')[1]))
    await expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const [first, second] = gets()
    await expect(first).toBe('/api/products?size=10&sort=price%2Cdesc&sort=id%2Casc')
    await expect(second).toMatch(/^\/api\/products\?cursor=[A-Za-z0-9%]+&size=10&sort=price%2Cdesc&sort=id%2Casc$/)
  },
}
