import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderApp } from '../app/testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const url = () => `/sinoform/draftList/${form().id}`
const drafts = () => `/api/forms/${form().id}/drafts`
const mine = () => api.db.records.filter((r) => r.formId === form().id && r.status === '草稿' && r.cjr === '1')
const rows = () => screen.getAllByRole('row').slice(1)

describe('the draft list', { timeout: 20_000 }, () => {
  it('creates a draft: POST with the fields typed, then it heads the list', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.click(screen.getAllByRole('button', { name: '新建草稿' })[0]!)
    const drawer = await screen.findByRole('dialog', { name: '新建草稿' })
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    expect(within(drawer).getByText('请填写标题')).toBeTruthy()
    await user.type(within(drawer).getByLabelText(/标题/), '赴日内瓦参加会议')
    await user.type(within(drawer).getByLabelText('目的地'), '日内瓦')
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = (await api.requests()).find((r) => r.method === 'POST' && r.path === drafts())!
    expect(post.body).toEqual({ bt: '赴日内瓦参加会议', fields: { destination: '日内瓦', reason: '' } })
    await screen.findByText('共 5 条')
    expect(within(rows()[0]!).getByRole('button', { name: '赴日内瓦参加会议' })).toBeTruthy()
  })

  it('edits a draft: PUT to its address with the changed title', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    const first = rows()[0]!
    const title = within(first).getAllByRole('button')[0]!.textContent!
    await user.click(within(first).getByRole('button', { name: `编辑“${title}”` }))
    const drawer = await screen.findByRole('dialog', { name: '编辑草稿' })
    const input = within(drawer).getByLabelText(/标题/)
    await user.clear(input)
    await user.type(input, '改过的标题')
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const put = (await api.requests()).find((r) => r.method === 'PUT')!
    expect(put.path).toMatch(new RegExp(`^${drafts()}/[0-9a-f]{24}$`))
    expect(put.body).toMatchObject({ bt: '改过的标题' })
    expect(await screen.findByRole('button', { name: '改过的标题' })).toBeTruthy()
  })

  it('deletes one draft after confirmation, and nothing when cancelled', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    const first = rows()[0]!
    const title = within(first).getAllByRole('button')[0]!.textContent!
    await user.click(within(first).getByRole('button', { name: `删除“${title}”` }))
    let dialog = await screen.findByRole('alertdialog', { name: '删除草稿' })
    expect(document.activeElement?.textContent).toBe('取消')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(api.lines().some((l) => l.startsWith('DELETE'))).toBe(false)
    await user.click(within(rows()[0]!).getByRole('button', { name: `删除“${title}”` }))
    dialog = await screen.findByRole('alertdialog', { name: '删除草稿' })
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await screen.findByText('共 3 条')
    expect(api.lines().filter((l) => l.startsWith('DELETE'))).toHaveLength(1)
    expect(mine()).toHaveLength(3)
    expect(screen.getByText(`已删除草稿“${title}”。`).getAttribute('role')).toBe('status')
  })

  it('deletes the selected drafts with one request, naming how many', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.click(within(rows()[0]!).getByRole('checkbox'))
    await user.click(within(rows()[2]!).getByRole('checkbox'))
    expect(rows()[0]!.getAttribute('aria-selected')).toBe('true')
    await user.click(screen.getByRole('button', { name: '删除所选（2）' }))
    const dialog = await screen.findByRole('alertdialog', { name: '删除 2 份草稿' })
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await screen.findByText('共 2 条')
    const deletes = api.lines().filter((l) => l.startsWith('DELETE'))
    expect(deletes).toHaveLength(1)
    expect(deletes[0]).toMatch(new RegExp(`^DELETE ${drafts()}/[0-9a-f]{24},[0-9a-f]{24}$`))
    expect(mine()).toHaveLength(2)
    expect(screen.getByText('已删除 2 份草稿。').getAttribute('role')).toBe('status')
  })

  it('selects the whole page from the header and keeps the drafts when the server refuses', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.click(screen.getByRole('checkbox', { name: '选择本页全部草稿' }))
    await user.click(screen.getByRole('button', { name: '删除所选（4）' }))
    api.server.use(
      http.delete('*/api/forms/:formId/drafts/:ids', () => HttpResponse.json({ status: 500 }, { status: 500 }), {
        once: true,
      }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('没有删除任何草稿')
    expect(mine()).toHaveLength(4)
  })
  it('keeps short columns on one line and gives a long title its full text as a tooltip', async () => {
    const long = '关于组织代表团赴布鲁塞尔参加欧盟与中国地方合作论坛暨第十二届国际友好城市交流大会及后续考察的请示报告'
    const first = mine()[0]!
    first.bt = long
    first.fields = { ...first.fields, destination: '布鲁塞尔' }
    await renderApp(url())
    const title = await screen.findByRole('button', { name: long })
    expect(title.getAttribute('title')).toBe(long)
    expect(title.closest('td')!.className).toContain('cell-title')
    const destination = screen.getAllByText('布鲁塞尔')[0]!.closest('td')!
    expect(destination.className).toContain('cell-nowrap')
  })
  it('shows the server\u2019s own reason for a refused title, beside the title', async () => {
    const user = userEvent.setup()
    api.server.use(
      http.post('*/api/forms/:formId/drafts', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'invalid draft',
            errors: [{ field: 'bt', message: 'a draft with this title already exists' }],
          },
          { status: 400 },
        ),
      ),
    )
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.click(screen.getAllByRole('button', { name: '新建草稿' })[0]!)
    const drawer = await screen.findByRole('dialog', { name: '新建草稿' })
    const title = within(drawer).getByLabelText(/标题/)
    await user.type(title, '赴日内瓦参加会议')
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'))
    const post = (await api.requests()).find((r) => r.method === 'POST' && r.path === drafts())!
    expect(post.body).toMatchObject({ bt: '赴日内瓦参加会议' })
    expect(drawer.textContent).toContain('a draft with this title already exists')
    expect(drawer.textContent).not.toContain('不超过 200 字')
  })
})
