import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

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

  it('deletes one draft without asking, with 5 s to undo it before anything is sent', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    const tabs = screen.getByRole('navigation', { name: '表单的列表' })
    const tab = (name: string) => within(tabs).getByRole('link', { name: new RegExp(`^${name}`) })
    await waitFor(() => expect(tab('查询').textContent).toMatch(/^查询 \d+$/))
    const searchCount = Number(tab('查询').textContent!.split(' ')[1])
    const title = within(rows()[0]!).getAllByRole('button')[0]!.textContent!
    // Deleted: the row leaves at once, the notice offers 撤销 and takes the focus; nothing is sent yet.
    await user.click(within(rows()[0]!).getByRole('button', { name: `删除“${title}”` }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(screen.queryByRole('button', { name: title })).toBeNull())
    // Off the pager and the counts of every tab that holds it (草稿, and 查询: the user's drafts are there too).
    expect(screen.getByText('共 3 条')).toBeTruthy()
    expect(tab('草稿').textContent).toBe('草稿 3')
    expect(tab('查询').textContent).toBe(`查询 ${searchCount - 1}`)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(`已删除草稿“${title}”，5 秒内可以撤销。撤销`)
    expect(document.activeElement).toBe(within(status).getByRole('button', { name: '撤销' }))
    expect(api.lines().some((l) => l.startsWith('DELETE'))).toBe(false)
    // 撤销: nothing was sent, the draft is back.
    await user.click(within(status).getByRole('button', { name: '撤销' }))
    const restored = await screen.findByRole('button', { name: title })
    expect(status.textContent).toBe(`已撤销，草稿“${title}”没有删除。`)
    // The focus goes to the row that came back.
    await waitFor(() => expect(document.activeElement).toBe(restored))
    expect(mine()).toHaveLength(4)
    expect(tab('草稿').textContent).toBe('草稿 4')
    expect(tab('查询').textContent).toBe(`查询 ${searchCount}`)
    // Deleted again and left alone: the delete is sent when the 5 s are up.
    await user.click(within(rows()[0]!).getByRole('button', { name: `删除“${title}”` }))
    await waitFor(() => expect(api.lines().filter((l) => l.startsWith('DELETE'))).toHaveLength(1), { timeout: 8000 })
    await waitFor(() => expect(status.textContent).toBe(`已删除草稿“${title}”。`))
    // 撤销 had the focus and is gone: the status line has it, never <body>.
    expect(document.activeElement).toBe(status)
    expect(mine()).toHaveLength(3)
    await screen.findByText('共 3 条')
    // The counts, the server's again, still leave it out.
    await waitFor(() =>
      expect(api.lines().filter((l) => l.startsWith(`GET /api/forms/${form().id}/records?`)).length).toBeGreaterThan(1),
    )
    expect(tab('草稿').textContent).toBe('草稿 3')
    expect(tab('查询').textContent).toBe(`查询 ${searchCount - 1}`)
  })

  it('deletes the selected drafts with one request, naming how many', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.click(within(rows()[0]!).getByRole('checkbox'))
    await user.click(within(rows()[2]!).getByRole('checkbox'))
    expect(rows()[0]!.getAttribute('aria-selected')).toBe('true')
    await user.click(screen.getByRole('button', { name: '删除所选（2）' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    await waitFor(() => expect(api.lines().filter((l) => l.startsWith('DELETE'))).toHaveLength(1), { timeout: 8000 })
    const deletes = api.lines().filter((l) => l.startsWith('DELETE'))
    expect(deletes[0]).toMatch(new RegExp(`^DELETE ${drafts()}/[0-9a-f]{24},[0-9a-f]{24}$`))
    expect(mine()).toHaveLength(2)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已删除所选的 2 份草稿。'))
  })

  it('selects the whole page from the header and brings the drafts back when the server refuses', async () => {
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
    await waitFor(() => expect(rows()).toHaveLength(1))
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('服务器暂时出了问题，所选的 4 份草稿没有删除。'),
      { timeout: 8000 },
    )
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(mine()).toHaveLength(4)
  })

  it('takes 天数 as whole days from 1 to 365, said beside the field before anything is sent', async () => {
    const user = userEvent.setup()
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.click(screen.getAllByRole('button', { name: '新建草稿' })[0]!)
    const drawer = await screen.findByRole('dialog', { name: '新建草稿' })
    await user.type(within(drawer).getByLabelText(/标题/), '赴日内瓦参加会议')
    const days = within(drawer).getByLabelText(/天数/)
    for (const bad of ['-3', '0', '1.5', '99999']) {
      await user.clear(days)
      await user.type(days, bad)
      await user.click(within(drawer).getByRole('button', { name: '保存' }))
      expect(days.getAttribute('aria-invalid'), bad).toBe('true')
      expect(drawer.textContent).toContain('天数须为 1 到 365 之间的整数')
    }
    expect((await api.requests()).some((r) => r.method === 'POST' && r.path === drafts())).toBe(false)
    await user.clear(days)
    await user.type(days, '5')
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = (await api.requests()).find((r) => r.method === 'POST' && r.path === drafts())!
    expect(post.body).toMatchObject({ fields: { days: '5' } })
    // The notice says what happened.
    expect(screen.getByRole('status').textContent).toBe('已新建草稿“赴日内瓦参加会议”。')
    // The server holds the same rule (`fields.days`, mock-server's formAppSearch.test.ts).
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
