import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'
import { feedStorageKey } from '../../shared/lists/feed/useFeedSettings.ts'
import { PHONE_QUERY } from './listOptions.ts'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const appUrl = (segment: string) => `/sinoform/app/${api.db.apps[0]!.id}/home/form/${form().id}/${segment}`
/** The feed's own requests to a list (the tabs' counts ask for one record, `size=1`), as the mock received them. */
const feedRequests = async (endpoint: string) =>
  (await api.requests())
    .filter((r) => r.url.pathname === `/api/forms/${form().id}/${endpoint}` && r.url.searchParams.get('size') !== '1')
    .map((r) => r.url.searchParams)
const feed = (name = '待办列表') => screen.getByRole('region', { name })
const cards = (name?: string) => [...feed(name).querySelectorAll<HTMLElement>('[data-row-id]')]
const answerTo = async (params: URLSearchParams, endpoint = 'todos') => {
  const res = await fetch(`${ORIGIN}/api/forms/${form().id}/${endpoint}?${params}`, {
    headers: { 'sinoform-current-user-id': '1' },
  })
  return (await res.json()) as { nextCursor?: string }
}

// A phone: the to-do and query lists are feeds.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the phone feed', { timeout: 20_000 }, () => {
  it('pages by cursor: the first page asks with the key appended and no page, the next with its cursor', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await waitFor(() => expect(cards()).toHaveLength(15))
    const [first] = await feedRequests('todos')
    expect(first?.toString()).toBe('size=15&sort=cjsj_d%2Cid')
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(cards()).toHaveLength(18))
    const second = (await feedRequests('todos')).find((p) => p.has('cursor'))
    expect(second?.get('page')).toBeNull()
    expect(second?.get('cursor')).toBe((await answerTo(first!)).nextCursor)
    expect(new Set(cards().map((c) => c.dataset.rowId)).size).toBe(18)
  })

  it('offers to-dos that arrived above the feed as "有 N 条新待办 · 刷新"; pressed, they show and are said', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await waitFor(() => expect(cards()).toHaveLength(15))
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(cards()).toHaveLength(18))
    const before = cards().map((c) => c.dataset.rowId)
    // Two to-dos arrive (the mock's test header), and the window regains focus past the 5 s throttle.
    await fetch(`${ORIGIN}/api/forms/${form().id}/todos?size=1`, {
      headers: { 'sinoform-current-user-id': '1', 'x-mock-arrive': '2' },
    })
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 6_000)
    act(() => void window.dispatchEvent(new Event('focus')))
    const notice = await screen.findByRole('button', { name: '有 2 条新待办 · 刷新' })
    expect(cards().map((c) => c.dataset.rowId)).toEqual(before)
    await user.click(notice)
    await waitFor(() => expect(cards()).toHaveLength(20))
    expect(
      cards()
        .map((c) => c.dataset.rowId)
        .slice(2),
    ).toEqual(before)
    expect(screen.queryByRole('button', { name: /条新待办/ })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(within(cards()[0]!).getAllByRole('button')[0]))
    expect(screen.getByRole('status').textContent).toContain('已显示 2 条新待办。')
  })

  it('sorts by the field and direction chosen, says so, and keeps the focus on the select', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await waitFor(() => expect(cards()).toHaveLength(15))
    const select = screen.getByRole('combobox', { name: '排序' })
    expect((select as HTMLSelectElement).value).toBe('cjsj:desc')
    await user.selectOptions(select, '到达时间 · 最新在前')
    await waitFor(async () => expect((await feedRequests('todos')).at(-1)?.toString()).toBe('size=15&sort=ddsj_d%2Cid'))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已按到达时间排序，最新在前。'))
    expect(document.activeElement).toBe(select)
    const newest = api.db.records
      .filter((r) => r.formId === form().id && r.status === '流转中' && r.handlers.includes('1'))
      .sort((a, b) => (b.ddsj ?? '').localeCompare(a.ddsj ?? ''))[0]
    await waitFor(() => expect(cards()[0]?.dataset.rowId).toBe(newest?.id))
  })

  it('offers on the query feed only the sorts its list has', async () => {
    await renderApp(appUrl('search-list'))
    await waitFor(() => expect(cards('查询列表')).toHaveLength(15))
    const options = within(screen.getByRole('combobox', { name: '排序' })).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['创建时间 · 最新在前', '创建时间 · 最早在前'])
    expect((await feedRequests('records'))[0]?.toString()).toBe('size=15&sort=cjsj_d%2Cid')
  })

  it('显示设置 chooses the fields a card shows and its density, remembered; Escape closes onto its button', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await waitFor(() => expect(cards()).toHaveLength(15))
    const terms = () => [...cards()[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(terms()).toEqual(['到达时间', '起草人'])
    const button = screen.getByRole('button', { name: '显示设置' })
    await user.click(button)
    const panel = screen.getByRole('group', { name: '显示设置' })
    await user.click(within(panel).getByRole('checkbox', { name: '上一处理人' }))
    await user.click(within(panel).getByRole('checkbox', { name: '到达时间' }))
    await user.click(within(panel).getByRole('radio', { name: '紧凑' }))
    expect(terms()).toEqual(['起草人', '上一处理人'])
    expect(feed().dataset.density).toBe('compact')
    expect(JSON.parse(localStorage.getItem(feedStorageKey(`todo:${form().id}`))!)).toEqual({
      fields: ['cjrName', 'prevHandlerName'],
      density: 'compact',
    })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: '显示设置' })).toBeNull()
    expect(document.activeElement).toBe(button)
    await user.click(button)
    await user.click(within(screen.getByRole('group', { name: '显示设置' })).getByRole('button', { name: '恢复默认' }))
    expect(terms()).toEqual(['到达时间', '起草人'])
    expect(localStorage.getItem(feedStorageKey(`todo:${form().id}`))).toBeNull()
    // A press outside closes it.
    await user.click(screen.getByRole('heading', { level: 1 }))
    expect(screen.queryByRole('group', { name: '显示设置' })).toBeNull()
  })
})
