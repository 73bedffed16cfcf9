import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MockDb } from 'form-mock-server'
import { expect, waitFor, within } from 'storybook/test'
import { FormPage } from '../../packages/demo/src/features/apps/FormPage.tsx'
import { defaultApp, formByName } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { storyMock } from '../support/storyMock.ts'

const route = 'sinoform/app/:appId/home/form/:formId'
const formUrl = (name: string) => ({
  route,
  url: (db: MockDb) => `/sinoform/app/${defaultApp(db).id}/home/form/${formByName(db, name).id}`,
})

const meta = {
  title: '页面/表单',
  component: FormPage,
  parameters: { page: formUrl('出差申请') },
} satisfies Meta<typeof FormPage>
export default meta
type Story = StoryObj<typeof meta>

export const FlowForm: Story = {
  name: '流程表单（出差申请）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '出差申请' }, { timeout: 5000 })).toBeVisible()
    const form = formByName(storyMock().db, '出差申请')
    await waitFor(() => expect(requestLog.matching('GET', `/api/forms/${form.id}`)[0]?.status).toBe(200))
    // The flow's steps, then its four lists, each a link to its address in the app.
    await expect(canvas.getByRole('list', { name: '流程' })).toHaveTextContent(
      form.flowNodes.map((n) => n.name).join(''),
    )
    for (const [name, segment] of [
      ['草稿', 'draft-list'],
      ['待办', 'todo-list'],
      ['已办', 'done-list'],
      ['查询', 'search-list'],
    ]) {
      await expect(canvas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        `/sinoform/app/${form.appId}/home/form/${form.id}/${segment}`,
      )
    }
  },
}

export const NoFlowForm: Story = {
  name: '无流程表单（出国（境）团组）',
  parameters: { page: formUrl('出国（境）团组') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: '出国（境）团组' }, { timeout: 5000 })
    const form = formByName(storyMock().db, '出国（境）团组')
    await expect(canvas.getByRole('link', { name: /^记录列表/ })).toHaveAttribute(
      'href',
      `/sinoform/app/${form.appId}/home/form/${form.id}/no-flow-list`,
    )
    await expect(canvas.queryByRole('list', { name: '流程' })).toBeNull()
  },
}
