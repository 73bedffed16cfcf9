import type { Meta, StoryObj } from '@storybook/react-vite'
import { errorResponse } from 'form-mock-server'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { PublishPage } from '../../packages/demo/src/features/publish/PublishPage.tsx'
import { formByName } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { failing } from '../support/storyHandlers.ts'
import { storyMock } from '../support/storyMock.ts'

const meta = {
  title: '页面/发布表单',
  component: PublishPage,
  parameters: { page: { route: 'publish', url: '/publish' } },
} satisfies Meta<typeof PublishPage>
export default meta
type Story = StoryObj<typeof meta>

const publications = () => requestLog.matching('POST', /^\/api\/forms\/[^/]+\/publications$/)

/** The navigation tree once loaded. */
async function navigationTree(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('tree', { name: '导航资源' }, { timeout: 5000 })
}

/** The tree item whose own name (not its children's) is `name`, expanding its ancestors until it shows. */
async function treeItem(tree: HTMLElement, name: string, click: (el: Element) => Promise<void>) {
  const find = () =>
    within(tree)
      .queryAllByRole('treeitem')
      .find((item) => item.querySelector(':scope > .nav-tree__row .nav-tree__name')?.textContent === name)
  for (let round = 0; round < 5 && !find(); round++) {
    const closed = within(tree)
      .queryAllByRole('treeitem')
      .filter((item) => item.getAttribute('aria-expanded') === 'false')
    for (const item of closed) {
      const toggle = item.querySelector(':scope > .nav-tree__row .nav-tree__toggle')
      if (toggle) await click(toggle)
    }
  }
  const item = find()
  if (!item) throw new Error(`[stories] the navigation tree has no node "${name}"`)
  return item as HTMLElement
}

/** Picks 出差申请, the node 发文 and a placement. */
async function choose(canvasElement: HTMLElement, user: { click: (el: Element) => Promise<void> }, placement: string) {
  const canvas = within(canvasElement)
  const tree = await navigationTree(canvasElement)
  await user.click(await canvas.findByRole('radio', { name: /出差申请/ }))
  const node = await treeItem(tree, '发文', (el) => user.click(el))
  await user.click(node.querySelector('.nav-tree__name') as Element)
  await expect(node).toHaveAttribute('aria-selected', 'true')
  await user.click(canvas.getByRole('radio', { name: placement }))
}

export const Tree: Story = {
  name: '导航树',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tree = await navigationTree(canvasElement)
    await waitFor(() => expect(requestLog.matching('GET', '/api/navigation-resources')[0]?.status).toBe(200))
    for (const name of ['公文', '会议']) await expect(tree).toHaveTextContent(name)
    // Every form of the app can be picked; nothing is chosen yet, so nothing can be published.
    for (const name of ['出差申请', '请假申请', '出国（境）团组'])
      await expect(await canvas.findByRole('radio', { name: new RegExp(name) })).toBeVisible()
    await expect(canvas.getByText('请先选择要发布的表单。')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '发布' })).toBeDisabled()
  },
}

export const Placement: Story = {
  name: '选择位置',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, userEvent, '放在它后面')
    await expect(canvas.getByText('「出差申请」将放在「发文」后面，与它同级。')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '发布' })).toBeEnabled()
    await expect(publications()).toHaveLength(0)
  },
}

export const Success: Story = {
  name: '发布成功',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, userEvent, '作为它的子节点')
    await expect(canvas.getByText('「出差申请」将成为「发文」的子节点，排在最后。')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '发布' }))
    const heading = await canvas.findByRole('heading', { name: '已发布「出差申请」' }, { timeout: 5000 })
    await waitFor(() => expect(heading).toHaveFocus())
    // The request sent: the form and where it goes.
    const [sent] = publications()
    const form = formByName(storyMock().db, '出差申请')
    await expect(sent?.path).toBe(`/api/forms/${form.id}/publications`)
    await expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ position: { order: 'child' } })
    await waitFor(() => expect(publications()[0]?.status).toBe(201))
    // The resource id that came back is the one the mock's form now carries.
    const resourceId = formByName(storyMock().db, '出差申请').resourceId
    await expect(resourceId).toMatch(/^4028[0-9a-f]{28}$/)
    await expect(canvas.getByTestId('resource-id')).toHaveTextContent(resourceId ?? '')
    // Its urls lead into the app.
    const links = within(heading.closest('section') as HTMLElement).getAllByRole('link')
    await expect(links.some((a) => a.getAttribute('href')?.startsWith('/sinoform/'))).toBe(true)
  },
}

export const Refused: Story = {
  name: '资源平台拒绝',
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/forms/:formId/publications', ({ request }) =>
        errorResponse(
          request,
          502,
          'the resource platform refused B9 release: 资源编码已被其他系统占用，请联系平台管理员',
        ),
      ),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await choose(canvasElement, userEvent, '作为它的子节点')
    await userEvent.click(canvas.getByRole('button', { name: '发布' }))
    const heading = await canvas.findByRole('heading', { name: /^资源平台拒绝了这次发布/ }, { timeout: 5000 })
    await waitFor(() => expect(heading).toHaveFocus())
    // The platform's own words, as they came.
    await expect(heading.closest('section')).toHaveTextContent('资源编码已被其他系统占用，请联系平台管理员')
    await waitFor(() => expect(publications()[0]?.status).toBe(502))
    await expect(canvas.queryByRole('heading', { name: /^已发布/ })).toBeNull()
  },
}

export const TreeFailed: Story = {
  name: '导航树加载失败',
  beforeEach: ({ msw }) => {
    msw.use(
      failing('*/api/navigation-resources', 502, { message: 'the resource platform refused B2 list all: 系统不存在' }),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const step = await canvas.findByRole('region', { name: /选择导航位置/ }, { timeout: 5000 })
    const alert = await within(step).findByRole('alert', {}, { timeout: 5000 })
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() =>
      expect(requestLog.matching('GET', '/api/navigation-resources').filter((r) => r.status === 502)).toHaveLength(2),
    )
    // Without a place to put it, nothing can be published.
    await expect(canvas.getByRole('button', { name: '发布' })).toBeDisabled()
  },
}
