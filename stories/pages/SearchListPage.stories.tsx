import type { StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import {
  bodyRows,
  expected,
  listPage,
  listRequests,
  listStates,
  loadedTable,
  listStoryConfig,
  listUrl,
  listMeta,
  type ListMeta,
} from '../support/listStories.tsx'
import { adminRecords, formByName, growList } from '../support/mockData.ts'
import type { MockDb } from 'form-mock-server'
import { requestLog } from '../support/requestLog.ts'
import { failing } from '../support/storyHandlers.ts'
import { installMockWith, storyMock } from '../support/storyMock.ts'

const config = listStoryConfig('search', '出差申请', 'records')
const states = listStates(config)

const meta = { title: '页面/查询列表', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { ...states.loaded, name: '已加载' }
export const LongTitle: Story = { ...states.longTitle, name: '超长标题' }
export const Phone: Story = { ...states.phone, name: '手机 390' }

const recordPath = /^\/api\/forms\/[^/]+\/records\/[^/]+$/

export const DetailOpen: Story = {
  name: '详情抽屉 / 打开',
  play: async ({ canvasElement, userEvent }) => {
    const table = await loadedTable(config, canvasElement)
    const [newest] = expected(config).records
    await userEvent.click(within(bodyRows(table)[0] as HTMLElement).getByRole('button', { name: newest?.bt ?? '' }))
    const drawer = await screen.findByRole('dialog', { name: newest?.bt ?? '' })
    await waitFor(() => expect(requestLog.matching('GET', recordPath)[0]?.status).toBe(200))
    await expect(requestLog.matching('GET', recordPath)[0]?.path).toMatch(new RegExp(`/records/${newest?.id}$`))
    await waitFor(() => expect(drawer).toHaveTextContent(`状态${newest?.status}`))
    await expect(drawer).toHaveTextContent(`目的地${newest?.fields.destination}`)
  },
}

export const DetailForbidden: Story = {
  name: '详情抽屉 / 无权查看（403）',
  beforeEach: ({ msw }) => {
    msw.use(failing('*/api/forms/:formId/records/:id', 403, { message: 'user 1 may not open this record' }))
  },
  play: async ({ canvasElement, userEvent }) => {
    const table = await loadedTable(config, canvasElement)
    const [newest] = expected(config).records
    await userEvent.click(within(bodyRows(table)[0] as HTMLElement).getByRole('button', { name: newest?.bt ?? '' }))
    const drawer = await screen.findByRole('dialog', { name: newest?.bt ?? '' })
    await expect(await within(drawer).findByRole('alert')).toHaveTextContent('你无权打开此记录')
    await waitFor(() => expect(requestLog.matching('GET', recordPath)[0]?.status).toBe(403))
    // No retry: asking again would be refused again.
    await expect(within(drawer).queryByRole('button', { name: '重试' })).toBeNull()
  },
}

export const ExportInProgress: Story = {
  name: '导出 CSV / 进行中',
  beforeEach: ({ msw }) => {
    installMockWith(msw, (db) => growList(db, formByName(db, config.formName).id, 'records', 450))
    // The export reads the query page by page, in pages larger than the list's 15; after its first page the
    // server stops answering.
    msw.use(
      http.get('*/api/forms/:formId/records', async ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('size') !== '15' && params.get('page') !== '0') await delay('infinite')
      }),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await loadedTable(config, canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '导出全部' }))
    const exporting = () => listRequests(config).filter((r) => r.params.get('size') !== '15')
    await waitFor(() =>
      expect(exporting().map((r) => [r.params.get('page'), r.status])).toEqual([
        ['0', 200],
        ['1', undefined],
      ]),
    )
    const size = exporting()[0]?.params.get('size') ?? ''
    const progress = await canvas.findByRole('progressbar', { name: '导出进度' })
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', size))
    await expect(progress).toHaveAttribute('aria-valuemax', '450')
    await expect(canvas.getByText(`已读取 ${size} / 450 条`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '取消导出' })).toBeVisible()
  },
}

export const UnknownFilter: Story = {
  name: '地址中的未知筛选条件',
  parameters: { page: listPage(config, '?zbbm=nope') },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    // A copied link filters by a department that does not exist: the list says so instead of filtering in secret.
    const note = await canvas.findByRole('note', { name: '地址中的其他筛选条件' }, { timeout: 5000 })
    await expect(note).toHaveTextContent('主办部门：nope（没有这个部门）')
    await expect(listRequests(config)[0]?.params.get('zbbm')).toBe('nope')
    await userEvent.click(within(note).getByRole('button', { name: '移除“主办部门”条件' }))
    await waitFor(() => expect(listRequests(config).at(-1)?.params.get('zbbm')).toBeNull())
    await expect(canvas.queryByRole('note', { name: '地址中的其他筛选条件' })).toBeNull()
    await loadedTable(config, canvasElement)
  },
}

export const RecordFromAddress: Story = {
  name: '详情抽屉 / 来自地址（?record=）',
  parameters: {
    page: {
      ...listPage(config),
      // A copied link to the newest record.
      url: (db: MockDb) =>
        listUrl(config, db, `?record=${adminRecords(db, formByName(db, config.formName).id, config.list)[0]?.id}`),
    },
  },
  play: async () => {
    const [newest] = expected(config).records
    const drawer = await screen.findByRole('dialog', { name: newest?.bt ?? '' }, { timeout: 5000 })
    await waitFor(() => expect(requestLog.matching('GET', recordPath)[0]?.status).toBe(200))
    await expect(requestLog.matching('GET', recordPath)[0]?.path).toMatch(new RegExp(`/records/${newest?.id}$`))
    await waitFor(() => expect(drawer).toHaveTextContent(`目的地${newest?.fields.destination}`))
  },
}

export const DepartmentTree: Story = {
  name: '主办部门含下级部门',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await loadedTable(config, canvasElement)
    const { records } = expected(config)
    const { db } = storyMock()
    const bureau = db.org.departments.find((d) => d.name === '国际合作局')
    if (!bureau) throw new Error('[stories] the mock has no 国际合作局')
    // 含下级部门 is on by default: 国际合作局 finds what its 司, 处 and 科 host (none of it is the bureau's own).
    await expect(canvas.getByRole('checkbox', { name: '含下级部门' })).toBeChecked()
    const combobox = canvas.getByRole('combobox', { name: '主办部门' })
    await waitFor(() => expect(within(combobox).getAllByRole('option').length).toBeGreaterThan(1))
    await userEvent.selectOptions(combobox, bureau.id)
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(listRequests(config).at(-1)?.params.get('zbbmTree')).toBe(bureau.id))
    await waitFor(() => expect(listRequests(config).at(-1)?.status).toBe(200))
    const below = new Set([bureau.id])
    for (let grew = true; grew;) {
      grew = false
      for (const d of db.org.departments)
        if (d.parentId && below.has(d.parentId) && !below.has(d.id)) grew = Boolean(below.add(d.id))
    }
    const inTree = records.filter((r) => below.has(r.zbbm))
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent(`共 ${inTree.length} 条`),
    )
  },
}
