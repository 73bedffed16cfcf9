import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MockDb } from 'form-mock-server'
import { expect, waitFor, within } from 'storybook/test'
import { AppHomePage } from '../../packages/demo/src/features/apps/AppHomePage.tsx'
import { defaultApp } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { failing } from '../support/storyHandlers.ts'
import { storyMock } from '../support/storyMock.ts'

const meta = {
  title: '页面/应用首页',
  component: AppHomePage,
  parameters: {
    page: { route: 'sinoform/app/:appId/home', url: (db: MockDb) => `/sinoform/app/${defaultApp(db).id}/home` },
  },
} satisfies Meta<typeof AppHomePage>
export default meta
type Story = StoryObj<typeof meta>

const appRequests = () => requestLog.matching('GET', /^\/api\/apps\/[^/]+$/)

export const Loaded: Story = {
  name: '已加载',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '国际合作' }, { timeout: 5000 })).toBeVisible()
    await waitFor(() => expect(appRequests()[0]?.status).toBe(200))
    await expect(appRequests()[0]?.path).toBe(`/api/apps/${defaultApp(storyMock().db).id}`)
    // A section per kind of form outside groups, and the groups, each with its count.
    const { db } = storyMock()
    const app = defaultApp(db)
    const loose = db.forms.filter((f) => f.appId === app.id && !f.groupId)
    const sections = [
      ['流程表单', loose.filter((f) => f.type === 'flow').length],
      ['无流程表单', loose.filter((f) => f.type === 'noFlow').length],
      ['统计看板', loose.filter((f) => f.type === 'dashboard').length],
      ['分组', db.groups.filter((g) => g.appId === app.id).length],
    ] as const
    for (const [section, count] of sections) {
      await expect(canvas.getByRole('region', { name: new RegExp(`^${section}\\s*${count}$`) })).toBeVisible()
    }
    // Each flow form leads straight to its four lists.
    const trip = canvas.getByRole('navigation', { name: '出差申请的页面' })
    for (const list of ['草稿', '待办', '已办', '查询'])
      await expect(within(trip).getByRole('link', { name: list })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '人员资料库' })).toBeVisible()
  },
}

export const ServerError: Story = {
  name: '服务器出错（可重试）',
  beforeEach: ({ msw }) => {
    msw.use(failing('*/api/apps/:appId', 500))
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('服务器暂时出了问题')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(appRequests().filter((r) => r.status === 500)).toHaveLength(2))
  },
}

export const Phone: Story = {
  name: '手机 390',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: '国际合作' }, { timeout: 5000 })
    await expect(window.innerWidth).toBe(390)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await expect(canvas.getByRole('navigation', { name: '出差申请的页面' })).toBeVisible()
  },
}
