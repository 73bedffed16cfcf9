import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'
import { RestPageApiDevtools } from 'use-rest-page-api/devtools'

interface Product {
  id: string
  title: string
  price: string
}

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], { pageSize: 5, prefetchNextPage: true })
  const { pageNo, totalPages } = products.pagination
  return (
    <section className="card" aria-label="商品">
      <ul>
        {products.items.map((p) => (
          <li key={p.id}>
            {p.title} · {p.price}
          </li>
        ))}
      </ul>
      <p>
        第 {pageNo + 1} / {totalPages} 页{' '}
        <button type="button" className="btn btn-sm" onClick={() => void products.nextPage()}>
          下一页
        </button>
      </p>
    </section>
  )
}

/** A list under `RestPageApiDevtools`, the panel open: its query, its store's entries, its requests. */
function DevtoolsDemo() {
  return (
    <RestPageApiProvider headers={{ 'sinoform-current-user-id': '1' }}>
      <RestPageApiDevtools initialIsOpen>
        <Products />
      </RestPageApiDevtools>
    </RestPageApiProvider>
  )
}

const meta = {
  title: '工具/Devtools',
  component: DevtoolsDemo,
} satisfies Meta<typeof DevtoolsDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  name: '面板打开',
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const panel = await body.findByRole('region', { name: 'use-rest-page-api devtools' })
    await waitFor(() =>
      expect(panel).toHaveTextContent(/Lists on screen \(1\)fresh1 list\/api\/products · page 0 · size 5/),
    )
    // The prefetch loaded page 1 ahead: a fresh entry that no list shows yet.
    await waitFor(() => expect(panel).toHaveTextContent(/GET200\d+ ms\/api\/products\?size=5&page=1/))
    await userEvent.click(body.getByRole('button', { name: '下一页' }))
    await waitFor(() =>
      expect(panel).toHaveTextContent(/Lists on screen \(1\)fresh1 list\/api\/products · page 1 · size 5/),
    )
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }))
    await expect(await body.findByRole('button', { name: /use-rest-page-api · 1 list/ })).toBeVisible()
  },
}
