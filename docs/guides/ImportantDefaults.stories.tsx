import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sentGets } from '../support/docsMock.ts'
import { App } from './examples/Defaults.tsx'

const meta = {
  title: 'Guides/Important defaults',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** The GETs the mock answered, as `<url> <status>`. */
const answered = () => sentGets().map((r) => `${r.url} ${r.status ?? '…'}`)
const FIRST = '/api/products?size=15&page=0'

/**
 * A list with every default: page size 15, and reloads on its own. A focus within 5 s of the list's start sends
 * nothing; coming back online and another tab's write reload at once; a failed reload keeps the rows and tries again
 * after 1 s.
 */
export const Defaults: Story = {
  name: 'A list with every default',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('15 rows, page 1 of 5')).toBeVisible()
    await waitFor(() => expect(answered()).toEqual([`${FIRST} 200`]))

    // Focus: at most once every 5 s a list, counted from its start, so this one sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'The window regains focus' }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(answered()).toEqual([`${FIRST} 200`])

    // Reconnect and another tab's write: a reload each, at once.
    await userEvent.click(canvas.getByRole('button', { name: 'The browser is back online' }))
    await waitFor(() => expect(answered()).toEqual([`${FIRST} 200`, `${FIRST} 200`]))
    await userEvent.click(canvas.getByRole('button', { name: 'Another tab saves a product' }))
    await waitFor(() => expect(answered()).toEqual([`${FIRST} 200`, `${FIRST} 200`, `${FIRST} 200`]))

    // A failed background reload: the rows stay, with the error, and it tries again after 1 s.
    await userEvent.click(canvas.getByRole('button', { name: 'The server fails the next request' }))
    await userEvent.click(canvas.getByRole('button', { name: 'The browser is back online' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'GET /api/products?size=15&page=0 answered 503: fault injected by the x-mock-fault header',
    )
    await expect(canvas.getByText(/^15 rows, page 1 of 5/)).toBeVisible()
    await waitFor(() => expect(answered().slice(3)).toEqual([`${FIRST} 503`, `${FIRST} 200`]), { timeout: 4000 })
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
  },
}
