import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
// The whole app loads (lazy routes, sign-in) on two cores shared by several workers: allow more than a second.
configure({ asyncUtilTimeout: 5000 })
const rows = () => screen.getAllByRole('row').slice(1)

/** Opens /products, starts editing the first product, and has someone else save a new price meanwhile. */
async function editWhileSomeoneSaves(user: ReturnType<typeof userEvent.setup>) {
  await renderApp('/products')
  await waitFor(() => expect(rows()).toHaveLength(15))
  const product = api.db.products[0]!
  await user.click(screen.getByRole('button', { name: `编辑“${product.title}”` }))
  const edit = screen.getByRole('dialog', { name: `编辑产品 ${product.id}` })
  const price = within(edit).getByRole('textbox', { name: '价格（元）' })
  await user.clear(price)
  await user.type(price, '18.00')
  // Someone else saves the product meanwhile: a new price, the next version.
  Object.assign(product, { price: '15.50', version: (product.version ?? 0) + 1 })
  api.clear()
  await user.click(within(edit).getByRole('button', { name: '保存' }))
  const ask = await screen.findByRole('alertdialog', { name: '有人同时修改了这条记录' })
  return { product, edit, ask }
}

const puts = async (id: string) =>
  (await api.requests()).filter((r) => r.method === 'PUT' && r.path === `/api/products/${id}`)

describe('a product saved by someone else while it was edited', { timeout: 15_000 }, () => {
  it('shows both versions, and 保留我的 sends this edit again over the server’s version', async () => {
    const user = userEvent.setup()
    const { product, edit, ask } = await editWhileSomeoneSaves(user)
    const price = within(ask).getByRole('row', { name: /价格/ })
    expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18.00', '15.50'])
    expect((await puts(product.id)).map((r) => r.headers.get('if-match'))).toEqual(['"0"'])
    await user.click(within(ask).getByRole('button', { name: '保留我的' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(edit.isConnected).toBe(false))
    const sent = await puts(product.id)
    expect(sent.map((r) => r.headers.get('if-match'))).toEqual(['"0"', '"1"'])
    expect(sent[1]?.body).toMatchObject({ price: '18.00', version: 1 })
    expect(api.db.products[0]).toMatchObject({ price: '18.00', version: 2 })
    expect(screen.getByRole('status').textContent).toBe(`已保存产品“${product.title}”。`)
  })

  it('使用服务器的 drops this edit, shows the server’s product and says so', async () => {
    const user = userEvent.setup()
    const { product, edit } = await editWhileSomeoneSaves(user)
    await user.click(screen.getByRole('button', { name: '使用服务器的' }))
    await waitFor(() => expect(edit.isConnected).toBe(false))
    expect(await puts(product.id)).toHaveLength(1)
    expect(api.db.products[0]).toMatchObject({ price: '15.50', version: 1 })
    expect(screen.getByRole('status').textContent).toBe(
      `产品“${product.title}”已改用服务器上的版本，你的修改没有保存。`,
    )
    await waitFor(() => expect(within(rows()[0]!).getAllByRole('cell')[3]?.textContent).toBe('15.50'))
    expect(document.activeElement).not.toBe(document.body)
  })
})
