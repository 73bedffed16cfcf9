import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { lastGet } from '../support/docsMock.ts'
import { App } from './examples/MigratedList.tsx'

const meta = {
  title: 'Guides/Migrating from @sinoui',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** The predecessor's calls, with this hook's requests: `sorts` is `[]`, `sortWith` goes to page 0. */
export const SameCode: Story = {
  name: 'The same code',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 5; sorted by nothing')).toBeVisible()
    await expect(lastGet()?.url).toBe('/api/products?size=15&page=0')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 5; sorted by nothing')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by price' }))
    await expect(await canvas.findByText('Page 1 of 5; sorted by price')).toBeVisible()
    await waitFor(() => expect(lastGet()?.url).toBe('/api/products?size=15&page=0&sort=price%2Casc'))
  },
}
