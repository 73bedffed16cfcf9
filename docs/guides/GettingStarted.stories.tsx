import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { getUrls, sentGets } from '../support/docsMock.ts'
import { App } from './examples/ProductList.tsx'
import { App as QuickStartApp } from './examples/QuickStart.tsx'

const meta = {
  title: 'Guides/Getting started',
  component: App,
  // Shown in the guide's page, not in the sidebar.
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** The package README's quick start: ten products, dearest first, and Next. */
export const QuickStart: Story = {
  name: 'The quick start',
  render: () => <QuickStartApp />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Page 1 of 7/)).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10)
    await expect(getUrls()).toEqual(['/api/products?size=10&page=0&sort=price%2Cdesc'])
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText(/Page 2 of 7/)).toBeVisible()
    await waitFor(() =>
      expect(getUrls()).toEqual([
        '/api/products?size=10&page=0&sort=price%2Cdesc',
        '/api/products?size=10&page=1&sort=price%2Cdesc',
      ]),
    )
    await waitFor(() => expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'false'))
  },
}

/** The first page, sorted by price, and a move to the next. */
export const FirstList: Story = {
  name: 'Loading, errors and placeholder rows',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 13, 64 products')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(6)
    const prices = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.children[1]?.textContent))
    await expect(prices).toEqual([...prices].sort((a, b) => b - a))
    await expect(getUrls()).toEqual(['/api/products?size=5&page=0&sort=price%2Cdesc'])
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    // The pager names page 2 at once, over page 1's rows (dimmed) until page 2 arrives.
    await expect(await canvas.findByText('Page 2 of 13, 64 products')).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('tbody')).toHaveAttribute('data-placeholder', 'false'))
    await expect(getUrls()).toEqual([
      '/api/products?size=5&page=0&sort=price%2Cdesc',
      '/api/products?size=5&page=1&sort=price%2Cdesc',
    ])
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled()
  },
}

/**
 * A server that fails: the error, and a retry that loads. A test of the example, not shown on the page: its failing
 * handler would reach every example of a docs page (they share one service worker).
 */
export const ServerError: Story = {
  name: 'When the server fails',
  beforeEach({ msw }) {
    let failures = 1
    msw.use(
      http.get('*/api/products', () => {
        if (failures-- > 0) return HttpResponse.json({ status: 500, message: 'database down' }, { status: 500 })
        return undefined
      }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the products')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('Page 1 of 13, 64 products')).toBeVisible()
    // The first load failed once (a first load is not retried on its own); the retry loaded.
    const gets = sentGets
    await waitFor(() => expect(gets()[0]?.status).toBe(500))
    await waitFor(() => expect(gets().at(-1)?.status).toBe(200))
  },
}
