import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { here, renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const appUrl = (segment: string) => `/sinoform/app/${api.db.apps[0]!.id}/home/form/${form().id}/${segment}`
// The list's own requests; the tabs' counts ask for one record a page (`size=1`).
const lists = (endpoint: string) =>
  api.lines().filter((l) => l.startsWith(`GET /api/forms/${form().id}/${endpoint}?`) && !l.includes('size=1&'))
const rows = () => screen.getAllByRole('row').slice(1)

// Whole-app renders on a shared 2-core machine: generous timeouts for the first lazy route load.
describe('the list pages', { timeout: 20_000 }, () => {
  it('opens the to-do list at both url families: 15 rows, the total, newest first', async () => {
    await renderApp(`/sinoform/todoList/${form().id}`)
    // The file's first render loads the app's lazy routes cold (every module transformed once): under a loaded
    // machine that alone took over 5 s once (the trace showed the route's progress bar, no request yet).
    expect(await screen.findByText('共 18 条', {}, { timeout: 15_000 })).toBeTruthy()
    expect(rows()).toHaveLength(15)
    expect(lists('todos')[0]).toBe(`GET /api/forms/${form().id}/todos?size=15&page=0&sort=cjsj_d`)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('出差申请 · 待办'))
    // Newest first, and the header says so from the start.
    expect(screen.getByRole('columnheader', { name: /起草时间/ }).getAttribute('aria-sort')).toBe('descending')
    expect(screen.getByRole('columnheader', { name: /到达时间/ }).getAttribute('aria-sort')).toBe('none')
  })

  it('sorts by clicking cjsj and adds ddsj with shift-click, in the form app style, with aria-sort', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await screen.findByText('共 18 条')
    // Newest first already: the first click sorts oldest first, and the header shows each step.
    await user.click(screen.getByRole('button', { name: /起草时间/ }))
    await waitFor(() => expect(lists('todos')).toContain(`GET /api/forms/${form().id}/todos?size=15&page=0&sort=cjsj`))
    expect(screen.getByRole('columnheader', { name: /起草时间/ }).getAttribute('aria-sort')).toBe('ascending')
    await user.keyboard('{Shift>}')
    await user.click(screen.getByRole('button', { name: /到达时间/ }))
    await user.keyboard('{/Shift}')
    // The to-do list prefetches page 1 after each change; page 0 is the one asked for.
    const firstPages = () => lists('todos').filter((l) => l.includes('&page=0'))
    await waitFor(() =>
      expect(firstPages().at(-1)).toBe(`GET /api/forms/${form().id}/todos?size=15&page=0&sort=cjsj,ddsj_d`),
    )
    expect(screen.getByRole('columnheader', { name: /起草时间/ }).getAttribute('aria-sort')).toBe('ascending')
    expect(screen.getByRole('columnheader', { name: /到达时间/ }).getAttribute('aria-sort')).toBe('descending')
    // A plain click on 起草时间 again sorts by it alone, now descending.
    await user.click(screen.getByRole('button', { name: /起草时间/ }))
    await waitFor(() => expect(firstPages().at(-1)).toMatch(/page=0&sort=cjsj_d$/))
    expect(screen.getByRole('columnheader', { name: /起草时间/ }).getAttribute('aria-sort')).toBe('descending')
  })

  it('prefetches the next page of the to-do list, so moving on asks for nothing new', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await screen.findByText('共 18 条')
    await waitFor(() =>
      expect(lists('todos')).toContain(`GET /api/forms/${form().id}/todos?size=15&page=1&sort=cjsj_d`),
    )
    const before = lists('todos').length
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(
      lists('todos')
        .slice(before)
        .filter((l) => l.includes('page=1&')),
    ).toEqual([])
    await waitFor(() => expect(here()).toMatch(/page=1/))
  })

  it('searches by words in the title, a date range, department, status and creator, and clears them', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('search-list'))
    await screen.findByText(/^共 \d+ 条$/)
    const record = api.db.records.find((r) => r.formId === form().id && r.status === '已办结')!
    const dept = api.db.org.departments.find((d) => d.id === record.zbbm)!
    const day = record.cjsj.slice(0, 10)
    // A few characters from the middle of the title, in another case where it has letters: 标题 contains.
    const words = record.bt.slice(1, 4)
    await user.type(screen.getByLabelText('标题'), words)
    await user.type(screen.getByLabelText('创建日期从'), day)
    await user.type(screen.getByLabelText('创建日期至'), day)
    await waitFor(() =>
      expect(within(screen.getByLabelText('主办部门')).getAllByRole('option').length).toBeGreaterThan(1),
    )
    await user.selectOptions(screen.getByLabelText('主办部门'), dept.id)
    await user.selectOptions(screen.getByLabelText('状态'), '已办结')
    await user.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(
        `GET /api/forms/${form().id}/records?btContains=${words}&cjsjFrom=${day}&cjsjTo=${day}&status=已办结&zbbmTree=${dept.id}&size=15&page=0&sort=cjsj_d`,
      ),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: record.bt })).toBeTruthy())
    // Every row the server found holds the words, on that day, in that department.
    for (const row of rows()) expect(row.textContent).toContain(words)
    expect(decodeURIComponent(here())).toContain(`btContains=${words}`)
    await user.click(screen.getByRole('button', { name: '清除' }))
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(`GET /api/forms/${form().id}/records?size=15&page=0&sort=cjsj_d`),
    )
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('')
  })

  it('includes the departments below the one chosen (含下级部门, ticked by default); unticked, that one alone', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('search-list'))
    await screen.findByText('共 75 条')
    const bureau = api.db.org.departments.find((d) => d.name === '国际合作局')!
    const below = screen.getByRole('checkbox', { name: '含下级部门' }) as HTMLInputElement
    expect(below.checked).toBe(true)
    await waitFor(() =>
      expect(within(screen.getByLabelText('主办部门')).getAllByRole('option').length).toBeGreaterThan(1),
    )
    await user.selectOptions(screen.getByLabelText('主办部门'), bureau.id)
    await user.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(
        `GET /api/forms/${form().id}/records?zbbmTree=${bureau.id}&size=15&page=0&sort=cjsj_d`,
      ),
    )
    await screen.findByText(/^共 7\d 条$/)
    await user.click(below)
    await user.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(
        `GET /api/forms/${form().id}/records?zbbm=${bureau.id}&size=15&page=0&sort=cjsj_d`,
      ),
    )
    expect(await screen.findByText('没有符合筛选条件的记录')).toBeTruthy()
    expect((screen.getByLabelText('主办部门') as HTMLSelectElement).value).toBe(bureau.id)
    // 清除 puts the box back to its default.
    await user.click(screen.getByRole('button', { name: '清除' }))
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: '含下级部门' }) as HTMLInputElement).checked).toBe(true),
    )
  })

  it('refuses a date range that ends before it starts, beside its end, sending nothing', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('search-list'))
    await screen.findByText('共 75 条')
    const sent = lists('records').length
    await user.type(screen.getByLabelText('创建日期从'), '2026-02-20')
    const end = screen.getByLabelText('创建日期至')
    await user.type(end, '2026-02-10')
    await user.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'))
    expect(end.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(end.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      '创建日期至不能早于创建日期从',
    )
    expect(document.activeElement).toBe(end)
    expect(lists('records')).toHaveLength(sent)
    await waitFor(() => expect(here()).toBe(appUrl('search-list')))
    // Put right, it is sent.
    await user.clear(end)
    await user.type(end, '2026-02-25')
    expect(end.getAttribute('aria-invalid')).not.toBe('true')
    await user.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(
        `GET /api/forms/${form().id}/records?cjsjFrom=2026-02-20&cjsjTo=2026-02-25&size=15&page=0&sort=cjsj_d`,
      ),
    )
  })

  it('shows a filter from the address the controls cannot show, and removes it', async () => {
    const user = userEvent.setup()
    await renderApp(`${appUrl('search-list')}?zbbm=nope`)
    const note = await screen.findByRole('note', { name: '地址中的其他筛选条件' })
    expect(note.textContent).toContain('主办部门：nope（没有这个部门）')
    expect(lists('records')[0]).toBe(`GET /api/forms/${form().id}/records?zbbm=nope&size=15&page=0&sort=cjsj_d`)
    await user.click(within(note).getByRole('button', { name: '移除“主办部门”条件' }))
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(`GET /api/forms/${form().id}/records?size=15&page=0&sort=cjsj_d`),
    )
    expect(screen.queryByRole('note', { name: '地址中的其他筛选条件' })).toBeNull()
    await waitFor(() => expect(here()).toBe(appUrl('search-list')))
  })

  it('says when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup()
    await renderApp(`${appUrl('done-list')}?bt=没有这个标题`)
    expect(await screen.findByText('没有符合筛选条件的记录')).toBeTruthy()
    expect(lists('dones')[0]).toBe(`GET /api/forms/${form().id}/dones?bt=没有这个标题&size=15&page=0&sort=blsj_d`)
    await user.click(screen.getByRole('button', { name: '清除筛选' }))
    await screen.findByText('共 8 条')
    expect(lists('dones').at(-1)).toBe(`GET /api/forms/${form().id}/dones?size=15&page=0&sort=blsj_d`)
  })

  it('goes to the last page when the address asks for a page past the end', async () => {
    await renderApp(`${appUrl('todo-list')}?page=9`)
    await waitFor(() =>
      expect(lists('todos')).toContain(`GET /api/forms/${form().id}/todos?size=15&page=1&sort=cjsj_d`),
    )
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(lists('todos')[0]).toBe(`GET /api/forms/${form().id}/todos?size=15&page=9&sort=cjsj_d`)
    await waitFor(() => expect(here()).toMatch(/page=1$/))
    expect(screen.getByText(/第 2 \/ 2 页/)).toBeTruthy()
  })

  it('jumps to a page and changes the page size', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('search-list'))
    await screen.findByText(/^共 \d+ 条$/)
    await user.type(screen.getByLabelText('跳至'), '3')
    await user.click(screen.getByRole('button', { name: '跳转' }))
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(`GET /api/forms/${form().id}/records?size=15&page=2&sort=cjsj_d`),
    )
    await user.selectOptions(screen.getByLabelText('每页条数'), '30')
    await waitFor(() =>
      expect(lists('records').at(-1)).toBe(`GET /api/forms/${form().id}/records?size=30&page=0&sort=cjsj_d`),
    )
    await waitFor(() => expect(rows()).toHaveLength(30))
  })

  it('explains a failed load in words, keeps the detail behind a disclosure, and retries', async () => {
    const user = userEvent.setup()
    // The list's first page fails (the tabs' counts, one record a page, do not).
    let failed = false
    api.server.use(
      http.get('*/api/forms/:formId/todos', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('size') !== '15') return undefined
        failed = true
        return HttpResponse.json(
          { status: 503, error: 'SERVICE UNAVAILABLE', message: 'busy', errors: [] },
          { status: 503 },
        )
      }),
    )
    await renderApp(appUrl('todo-list'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('服务器暂时出了问题')
    expect(within(alert).getByText('技术细节').closest('details')?.open).toBe(false)
    expect(within(alert).getByText(/HTTP 503/)).toBeTruthy()
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull()
    await user.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByText('共 18 条')).toBeTruthy()
  })

  it('opens a row in a drawer that reads the record, and closes on Escape with focus back on the row', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('done-list'))
    await screen.findByText('共 8 条')
    const title = within(rows()[0]!).getAllByRole('button')[0]!
    await user.click(title)
    const drawer = await screen.findByRole('dialog', { name: title.textContent! })
    await within(drawer).findByText('出差人')
    const reads = () => api.lines().filter((l) => /^GET \/api\/forms\/[0-9a-f]{24}\/records\/[0-9a-f]{24}$/.test(l))
    await waitFor(() => expect(reads()).toHaveLength(1))
    expect(reads()[0]).toContain(`/api/forms/${form().id}/records/`)
    expect(drawer.contains(document.activeElement)).toBe(true)
    // The drawer is in the address: open, it is `?record=<id>`; Escape goes back to the list's address.
    await waitFor(() => expect(here()).toMatch(/[?&]record=[0-9a-f]{24}$/))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(here()).not.toMatch(/record=/))
    expect(document.activeElement).toBe(title)
  })

  it('acts on a to-do in its drawer: it leaves the to-do list, and the tabs recount at once', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await screen.findByText('共 18 条')
    const tabs = screen.getByRole('navigation', { name: '表单的列表' })
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^已办/ }).textContent).toBe('已办 8'))
    const title = within(rows()[0]!).getAllByRole('button')[0]!
    const name = title.textContent!
    // Titles repeat in the seed: the row's whole text (title, people, times) is the record's.
    const rowText = rows()[0]!.textContent
    await user.click(title)
    const drawer = await screen.findByRole('dialog', { name })
    const id = new URLSearchParams(here().split('?')[1]).get('record')!
    const handle = within(drawer).getByRole('form', { name: '办理' })
    // 退回 needs a reason, said beside the opinion; nothing is sent.
    await user.click(within(handle).getByRole('button', { name: '退回起草人' }))
    expect(within(handle).getByText('退回时请写明原因')).toBeTruthy()
    expect(api.lines().some((l) => l.startsWith('POST') && l.endsWith('/actions'))).toBe(false)
    await user.type(within(handle).getByLabelText(/办理意见/), '同意出差')
    await user.click(within(handle).getByRole('button', { name: '同意' }))
    // The drawer says what was done and offers the next to-do, with the focus.
    const next = await within(drawer).findByRole('button', { name: '办理下一条' })
    expect(document.activeElement).toBe(next)
    expect(drawer.textContent).toContain('还剩 17 条待办')
    const post = (await api.requests()).find((r) => r.method === 'POST' && r.path.endsWith('/actions'))!
    expect(post.path).toBe(`/api/forms/${form().id}/records/${id}/actions`)
    expect(post.body).toEqual({ action: 'approve', comment: '同意出差' })
    expect(screen.getByRole('status').textContent).toBe(`已同意“${name}”，它已移到已办。还剩 17 条待办。`)
    await user.click(within(drawer).getAllByRole('button', { name: '关闭' }).at(-1)!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Its row has gone: the status line, which says what happened, has the focus.
    expect(document.activeElement).toBe(screen.getByRole('status'))
    // The list and both tabs show it without a reload of the page.
    expect(await screen.findByText('共 17 条')).toBeTruthy()
    expect(rows().map((r) => r.textContent)).not.toContain(rowText)
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^待办/ }).textContent).toBe('待办 17'))
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^已办/ }).textContent).toBe('已办 9'))
    await user.click(within(tabs).getByRole('link', { name: /^已办/ }))
    expect(await screen.findByText('共 9 条')).toBeTruthy()
    expect(screen.getAllByRole('button', { name }).length).toBeGreaterThan(0)
  })

  it('hides a column from 显示设置 and remembers it for the list', async () => {
    const user = userEvent.setup()
    const view = await renderApp(appUrl('done-list'))
    await screen.findByText('共 8 条')
    expect(screen.getByRole('columnheader', { name: /办理时间/ })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '显示设置' }))
    const panel = screen.getByRole('group', { name: '显示设置' })
    await user.click(within(panel).getByRole('checkbox', { name: '办理时间' }))
    await user.click(within(panel).getByRole('radio', { name: '紧凑' }))
    expect(screen.queryByRole('columnheader', { name: /办理时间/ })).toBeNull()
    expect(screen.getByRole('region', { name: '已办列表' }).getAttribute('data-density')).toBe('compact')
    // Remembered for this form's done list.
    expect(JSON.parse(localStorage.getItem(`sinoform:list-view:done:${form().id}`)!)).toEqual({
      hidden: ['blsj'],
      density: 'compact',
      order: [],
      pinned: {},
    })
    view.unmount()
    await renderApp(appUrl('done-list'))
    await screen.findByText('共 8 条')
    expect(screen.queryByRole('columnheader', { name: /办理时间/ })).toBeNull()
    localStorage.clear()
  })

  it('says the user may not open a record when reading it answers 403', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('search-list'))
    await screen.findByText(/^共 \d+ 条$/)
    const title = within(rows()[0]!).getAllByRole('button')[0]!
    api.server.use(
      http.get(
        '*/api/forms/:formId/records/:id',
        () => HttpResponse.json({ status: 403, error: 'FORBIDDEN', message: 'no', errors: [] }, { status: 403 }),
        { once: true },
      ),
    )
    await user.click(title)
    const drawer = await screen.findByRole('dialog')
    expect((await within(drawer).findByRole('alert')).textContent).toContain('你无权打开此记录')
  })

  it('shows the no-flow form records with the same table', async () => {
    const noFlow = api.db.forms.find((f) => f.name === '借阅记录')!
    await renderApp(`/sinoform/app/${api.db.apps[0]!.id}/home/form/${noFlow.id}/no-flow-list`)
    expect(await screen.findByText('共 24 条')).toBeTruthy()
    expect(api.lines()).toContain(`GET /api/forms/${noFlow.id}/records?size=15&page=0&sort=cjsj_d`)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('借阅记录 · 记录列表'))
  })

  it('offers to start over when the address holds a query the server refuses', async () => {
    const user = userEvent.setup()
    await renderApp(`${appUrl('todo-list')}?sort=bt,asc&bt=x`)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('查询条件有误')
    expect(lists('todos')[0]).toBe(`GET /api/forms/${form().id}/todos?bt=x&size=15&page=0&sort=bt`)
    await user.click(within(alert).getByRole('button', { name: '恢复默认条件' }))
    expect(await screen.findByText('共 18 条')).toBeTruthy()
    // The address follows within the 50 ms throttle of history calls.
    await waitFor(() => expect(here()).toBe(appUrl('todo-list')))
  })

  it('dims the rows on screen while the next page loads', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('search-list'))
    await screen.findByText(/^共 \d+ 条$/)
    // The next page's answer is held until the test has seen the loading state: a delay (the mock's latencyMs) let a
    // loaded machine read the page only after the answer had come, or between the rows dimming and the bar showing.
    const held = holdAnswers(
      api,
      (r) => r.path.startsWith(`/api/forms/${form().id}/records?`) && /[?&]page=1(&|$)/.test(r.path),
    )
    const firstPage = rows().map((row) => row.textContent)
    await user.click(screen.getByRole('button', { name: '下一页' }))
    const [nextPage] = await held.waitFor(1, 5000)
    const body = screen.getAllByRole('rowgroup')[1]!
    await waitFor(() => {
      expect(body.className).toBe('is-stale')
      expect(screen.getByRole('progressbar', { name: '正在加载' })).toBeTruthy()
    })
    // Still held: the first page's rows stay on screen, dimmed, under the bar.
    expect(rows().map((row) => row.textContent)).toEqual(firstPage)
    await nextPage!.release()
    await waitFor(() => expect(body.className).toBe(''))
    expect(screen.queryByRole('progressbar', { name: '正在加载' })).toBeNull()
    expect(screen.getByText(/第 2 \/ \d+ 页/)).toBeTruthy()
  })

  it('moves between a form\u2019s lists by its tabs, in the same url family, focus at the new page\u2019s start', async () => {
    const user = userEvent.setup()
    await renderApp(`/sinoform/todoList/${form().id}`)
    await screen.findByText('共 18 条')
    const tabs = screen.getByRole('navigation', { name: '表单的列表' })
    // Each tab says how many records its list holds.
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^待办/ }).textContent).toBe('待办 18'))
    expect(within(tabs).getByRole('link', { name: /^待办/ }).getAttribute('aria-current')).toBe('page')
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^已办/ }).textContent).toBe('已办 8'))
    await user.click(within(tabs).getByRole('link', { name: /^已办/ }))
    await screen.findByText('共 8 条')
    await waitFor(() => expect(here()).toBe(`/sinoform/doneList/${form().id}`))
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })

  it('goes to the first page when the address asks for a later page of a query with no records', async () => {
    await renderApp(`${appUrl('done-list')}?bt=没有这个标题&page=3`)
    expect(await screen.findByText('没有符合筛选条件的记录')).toBeTruthy()
    await waitFor(() => expect(decodeURIComponent(here())).toBe(`${appUrl('done-list')}?bt=没有这个标题`))
    await waitFor(() =>
      expect(lists('dones')).toEqual([
        `GET /api/forms/${form().id}/dones?bt=没有这个标题&size=15&page=3&sort=blsj_d`,
        `GET /api/forms/${form().id}/dones?bt=没有这个标题&size=15&page=0&sort=blsj_d`,
      ]),
    )
  })
  it('says plainly that a form does not exist, with a way home and nothing to do on a list', async () => {
    await renderApp('/sinoform/draftList/000000000000000000000000')
    expect(await screen.findByRole('heading', { level: 1, name: '这个表单不存在' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button', { name: '新建草稿' })).toBeNull()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
    expect(screen.queryByRole('button', { name: /筛选|查询/ })).toBeNull()
    expect(screen.queryByText(/请返回列表刷新/)).toBeNull()
  })
})
