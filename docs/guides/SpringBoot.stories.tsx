import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { lastGet } from '../support/docsMock.ts'
import { App } from './examples/PageShapes.tsx'

const meta = {
  title: 'Guides/Spring Boot',
  component: App,
  tags: ['!dev'],
} satisfies Meta<typeof App>
export default meta
type Story = StoryObj<typeof meta>

/** Each of Spring's page shapes, read with no option. */
export const PageShapes: Story = {
  name: 'Page shapes',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 13, 64 products')).toBeVisible()
    const select = canvas.getByRole('combobox', { name: 'Server answers as' })
    for (const [shape, path] of [
      ['PagedModel', '/api/v2/products'],
      ['HAL (Spring Data REST)', '/api/hal/products'],
    ] as const) {
      await userEvent.selectOptions(select, shape)
      await waitFor(() => expect(lastGet()?.url).toBe(`${path}?size=5&page=0`))
      await expect(await canvas.findByText('Page 1 of 13, 64 products')).toBeVisible()
      await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
    }
    // A Slice has no totals: the pager says whether a page follows.
    await userEvent.selectOptions(select, 'Slice')
    await expect(await canvas.findByText('Page 1, more follow')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2, more follow')).toBeVisible()
    await waitFor(() => expect(lastGet()).toMatchObject({ url: '/api/slice/products?size=5&page=1', status: 200 }))
  },
}
