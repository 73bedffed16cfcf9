import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MockDb } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { DashboardPage } from '../../packages/demo/src/features/dashboard/DashboardPage.tsx'
import { adminCountsByStatus, defaultApp, formByName } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { failing } from '../support/storyHandlers.ts'
import { storyMock } from '../support/storyMock.ts'

const meta = {
  title: '页面/统计看板',
  component: DashboardPage,
  parameters: {
    page: {
      route: 'sinoform/app/:appId/home/dashboard/:dashboardId',
      url: (db: MockDb) => `/sinoform/app/${defaultApp(db).id}/home/dashboard/${formByName(db, '统计分析').id}`,
    },
  },
} satisfies Meta<typeof DashboardPage>
export default meta
type Story = StoryObj<typeof meta>

const statistics = () => requestLog.matching('GET', /^\/api\/dashboards\/[^/]+\/statistics$/)

/** The label, bar width and number of each bar of a chart. */
function bars(chart: HTMLElement) {
  return [...chart.querySelectorAll('.bar-chart__row')].map((row) => ({
    label: row.querySelector('.bar-chart__label')?.textContent,
    width: (row.querySelector('.bar-chart__bar') as HTMLElement | null)?.style.width,
    value: Number(row.querySelector('.bar-chart__value')?.firstChild?.textContent?.replace(/,/g, '')),
  }))
}

export const Bars: Story = {
  name: '按状态和部门的柱状图',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const byStatus = await canvas.findByRole('figure', { name: '按状态' }, { timeout: 5000 })
    await waitFor(() => expect(statistics()[0]?.status).toBe(200))
    // The counts are the mock's: every record of the app the admin may open, by status.
    const counts = adminCountsByStatus(storyMock().db, defaultApp(storyMock().db).id)
    const shown = bars(byStatus)
    await expect(shown.map((b) => [b.label, b.value])).toEqual(Object.entries(counts))
    // Each bar's length is its share of the largest.
    const largest = Math.max(...Object.values(counts))
    for (const bar of shown) await expect(parseFloat(bar.width ?? '')).toBeCloseTo((bar.value / largest) * 100, 1)
    const byDepartment = canvas.getByRole('figure', { name: '按主办部门' })
    const departments = bars(byDepartment)
    await expect(departments.length).toBeGreaterThan(1)
    await expect(departments.map((b) => b.value)).toEqual([...departments.map((b) => b.value)].sort((a, b) => b - a))
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    await expect(departments.reduce((sum, b) => sum + b.value, 0)).toBe(total)
  },
}

export const Empty: Story = {
  name: '没有可统计的记录',
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/dashboards/:dashboardId/statistics', ({ params }) =>
        HttpResponse.json({
          dashboard: { id: String(params.dashboardId), name: '统计分析', appId: '', app: '国际合作' },
          total: 0,
          byStatus: [
            { status: '草稿', count: 0 },
            { status: '流转中', count: 0 },
            { status: '已办结', count: 0 },
            { status: '已退回', count: 0 },
          ],
          byDepartment: [],
        }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('还没有可统计的记录', {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.queryByRole('figure')).toBeNull()
  },
}

export const ServerError: Story = {
  name: '服务器出错（可重试）',
  beforeEach: ({ msw }) => {
    msw.use(failing('*/api/dashboards/:dashboardId/statistics', 500))
  },
  play: async ({ canvasElement, userEvent }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('服务器暂时出了问题')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(statistics().filter((r) => r.status === 500)).toHaveLength(2))
  },
}

export const Phone: Story = {
  name: '手机 390',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('figure', { name: '按主办部门' }, { timeout: 5000 })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
