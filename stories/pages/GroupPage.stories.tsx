import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MockDb } from 'form-mock-server'
import { expect, waitFor, within } from 'storybook/test'
import { GroupPage } from '../../packages/demo/src/features/apps/GroupPage.tsx'
import { defaultApp } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { storyMock } from '../support/storyMock.ts'

const group = (db: MockDb) => {
  const found = db.groups.find((g) => g.name === '人员资料库')
  if (!found) throw new Error('[stories] the mock has no group 人员资料库')
  return found
}

const meta = {
  title: '页面/分组',
  component: GroupPage,
  parameters: {
    page: {
      route: 'sinoform/app/:appId/home/group/:groupId',
      url: (db: MockDb) => `/sinoform/app/${defaultApp(db).id}/home/group/${group(db).id}`,
    },
  },
} satisfies Meta<typeof GroupPage>
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  name: '已加载（人员资料库）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '人员资料库' }, { timeout: 5000 })).toBeVisible()
    const { db } = storyMock()
    const forms = db.forms.filter((f) => f.groupId === group(db).id)
    await waitFor(() => expect(requestLog.matching('GET', `/api/groups/${group(db).id}`)[0]?.status).toBe(200))
    await expect(canvas.getByText(`分组 · ${forms.length} 个表单`)).toBeVisible()
    for (const form of forms) await expect(canvas.getByRole('link', { name: form.name })).toBeVisible()
  },
}
