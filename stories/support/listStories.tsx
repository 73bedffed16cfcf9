import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MockDb } from 'form-mock-server'
import { expect, screen, waitFor, within } from 'storybook/test'
import { adminRecords, formByName, giveLongTitle, growList, LONG_TITLE, type FormList } from './mockData.ts'
import { requestLog } from './requestLog.ts'
import { emptyWhenFiltered, failing, sessionExpiredOnce, slowAfterFirst } from './storyHandlers.ts'
import { installMockWith, storyMock } from './storyMock.ts'
import type { PageParameters } from './withPage.tsx'
import { FormListPage } from '../../packages/demo/src/features/form-lists/FormListPage.tsx'
import { LIST_KINDS, type ListKind } from '../../packages/demo/src/features/form-lists/kinds.ts'

/** What a list page story needs to know about its list: the kind's row of the kinds table, and the story's data. */
export interface ListStoryConfig {
  kind: ListKind
  /** The list's name on the page (`草稿`), as in the page's heading and the table's name. */
  label: string
  /** The form whose list is shown (`出差申请`). */
  formName: string
  /** The mock's list (which records the admin sees). */
  list: FormList
  /** `GET /api/forms/{formId}/<endpoint>`. */
  endpoint: 'drafts' | 'todos' | 'dones' | 'records'
  /** The path segment in the app's url family (`draft-list`). */
  segment: string
  /** The header of the sortable creation-time column (`创建时间`, `起草时间`). */
  timeHeader: string
  /** The time the list is ordered by, newest first, and its header (the done list's 办理时间, `blsj`). */
  newestBy: 'cjsj' | 'blsj'
  newestHeader: string
  /** On a phone the list is a feed of cards. */
  feedOnPhone: boolean
}

/** A list's story config, made from the kinds table the app's routes and tabs are made from. */
export function listStoryConfig(kind: ListKind, formName: string, list: FormList): ListStoryConfig {
  const info = LIST_KINDS[kind]
  return {
    kind,
    label: info.label,
    formName,
    list,
    endpoint: info.endpoint,
    segment: info.segment,
    timeHeader: info.timeLabel,
    newestBy: info.newestBy ?? 'cjsj',
    newestHeader: info.newestBy === 'blsj' ? '办理时间' : info.timeLabel,
    feedOnPhone: info.feedOnPhone,
  }
}

type AnyStory = StoryObj<Record<string, never>>

/** A title no record has. */
const NO_SUCH_TITLE = '不存在的标题'

/** The address of the list in the app's url family, from the mock's database. */
export function listUrl(config: ListStoryConfig, db: MockDb, search = ''): string {
  const form = formByName(db, config.formName)
  return `/sinoform/app/${form.appId}/home/form/${form.id}/${config.segment}${search}`
}

/** `parameters.page` of the list's stories, at the list's address plus `search` (`?sort=cjsj,desc`). */
export function listPage(config: ListStoryConfig, search = ''): PageParameters {
  return {
    route: `sinoform/app/:appId/home/form/:formId/${config.segment}`,
    url: (db) => listUrl(config, db, search),
  }
}

/** The meta of a list page's stories file. */
export type ListMeta = Meta<typeof FormListPage>

/**
 * What a list page's stories file says of its page but its title (which Storybook reads from the file itself):
 * the real page component, of the config's kind, at its address. `{ title: '页面/已办列表', ...listMeta(config) }`.
 */
export const listMeta = (config: ListStoryConfig) =>
  ({
    component: FormListPage,
    args: { kind: config.kind },
    parameters: { page: listPage(config) },
  }) satisfies Partial<ListMeta>

/** The msw pattern of the list's endpoint. */
export const listPattern = (config: ListStoryConfig) => `*/api/forms/:formId/${config.endpoint}`

const listPath = (config: ListStoryConfig) => new RegExp(`^/api/forms/[^/]+/${config.endpoint}$`)

/**
 * The list's own requests the story sent, oldest first: the tabs' counts (the same endpoint asked for one record,
 * `size=1`) left out.
 */
export const listRequests = (config: ListStoryConfig) =>
  requestLog.matching('GET', listPath(config)).filter((r) => r.params.get('size') !== '1')

/** The form's id and the records the admin sees in this list, newest first, in the story's mock. */
export function expected(config: ListStoryConfig) {
  const { db } = storyMock()
  const form = formByName(db, config.formName)
  return { form, records: adminRecords(db, form.id, config.list) }
}

/** The list's table, once its first page is on screen. */
export async function loadedTable(config: ListStoryConfig, canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const { form, records } = expected(config)
  const table = await canvas.findByRole(
    'table',
    { name: `${form.name}${LIST_KINDS[config.kind].listName}` },
    { timeout: 5000 },
  )
  const first = records[0]
  if (first) await waitFor(() => expect(table).toHaveTextContent(first.bt), { timeout: 5000 })
  return table
}

/** Body rows of the table (the header row left out). */
export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

/** The states every list page is shown in, each asserted by its `play`. Names are given by each stories file. */
export function listStates(config: ListStoryConfig) {
  const pattern = listPattern(config)

  const loaded: AnyStory = {
    play: async ({ canvasElement }) => {
      const table = await loadedTable(config, canvasElement)
      const { records } = expected(config)
      await expect(bodyRows(table)).toHaveLength(Math.min(records.length, 15))
      const [first] = listRequests(config)
      await expect(first?.params.get('size')).toBe('15')
      await expect(first?.params.get('page')).toBe('0')
      // msw reports the answer's status a moment after the page has it.
      await waitFor(() => expect(listRequests(config)[0]?.status).toBe(200))
      await expect(within(canvasElement).getByRole('navigation', { name: '分页' })).toHaveTextContent(
        `共 ${records.length} 条`,
      )
    },
  }

  const loading: AnyStory = {
    beforeEach: ({ msw }) => {
      msw.use(slowAfterFirst(pattern))
    },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement)
      const table = await loadedTable(config, canvasElement)
      const before = bodyRows(table).map((row) => row.textContent)
      const sent = listRequests(config).length
      // Newest first by default; a click on the time sorts oldest first (the slow server never answers)…
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(config.newestHeader) }))
      await waitFor(() => expect(listRequests(config).at(-1)?.params.get('sort')).toBe(config.newestBy))
      // …the previous rows stay, dimmed, under a progress bar.
      await expect(await canvas.findByRole('progressbar', { name: '正在加载' })).toBeVisible()
      await expect(table).toHaveAttribute('aria-busy', 'true')
      await waitFor(() => expect(within(table).getAllByRole('rowgroup')[1]).toHaveClass('is-stale'))
      await expect(bodyRows(table).map((row) => row.textContent)).toEqual(before)
      await expect(
        listRequests(config)
          .slice(sent)
          .every((r) => r.status === undefined),
      ).toBe(true)
    },
  }

  // Opened from an address that filters by a title nothing has (a copied link, say).
  const emptyFiltered: AnyStory = {
    parameters: { page: listPage(config, `?btContains=${encodeURIComponent(NO_SUCH_TITLE)}`) },
    beforeEach: ({ msw }) => {
      msw.use(emptyWhenFiltered(pattern))
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      const empty = await canvas.findByText('没有符合筛选条件的记录', {}, { timeout: 5000 })
      await expect(empty).toBeVisible()
      await expect(listRequests(config)[0]?.params.get('btContains')).toBe(NO_SUCH_TITLE)
      await expect(canvas.getByLabelText('标题')).toHaveValue(NO_SUCH_TITLE)
      await expect(canvas.getByRole('button', { name: '清除筛选' })).toBeVisible()
      await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull()
    },
  }

  // Opened from an address sorted by two fields: creation time, newest first, then arrival time.
  const sortedFromAddress: AnyStory = {
    parameters: { page: listPage(config, '?sort=cjsj,desc&sort=ddsj,asc') },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await loadedTable(config, canvasElement)
      // Sent in the form app's style: `_d` descending, no suffix ascending, later fields breaking ties.
      await expect(listRequests(config)[0]?.params.get('sort')).toBe('cjsj_d,ddsj')
      // Every request of the list (the to-do list's prefetch included) carries both fields.
      await expect(listRequests(config).every((r) => r.params.get('sort') === 'cjsj_d,ddsj')).toBe(true)
      const header = canvas.getByRole('columnheader', { name: new RegExp(config.timeHeader) })
      await expect(header).toHaveAttribute('aria-sort', 'descending')
      // The first of two sort fields carries its number.
      await expect(header).toHaveTextContent('▼1')
    },
  }

  const serverError: AnyStory = {
    beforeEach: ({ msw }) => {
      msw.use(failing(pattern, 500, { message: 'database connection lost' }))
    },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement)
      const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
      await expect(alert).toHaveTextContent('服务器暂时出了问题')
      // The technical detail sits behind a disclosure, closed.
      const details = within(alert).getByText('技术细节').closest('details')
      await expect(details).not.toHaveAttribute('open')
      await expect(details).toHaveTextContent('500')
      await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
      await waitFor(() => expect(listRequests(config).filter((r) => r.status === 500)).toHaveLength(2))
      await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器暂时出了问题')
    },
  }

  const signInAgain: AnyStory = {
    beforeEach: ({ msw }) => {
      msw.use(sessionExpiredOnce(pattern))
    },
    play: async () => {
      const dialog = await screen.findByRole('dialog', { name: '登录已失效，请重新登录' }, { timeout: 5000 })
      await expect(within(dialog).getByRole('button', { name: '登录' })).toBeVisible()
      await waitFor(() => expect(listRequests(config)[0]?.status).toBe(401))
    },
  }

  const resumeAfterSignIn: AnyStory = {
    beforeEach: ({ msw }) => {
      msw.use(sessionExpiredOnce(pattern))
    },
    play: async ({ canvasElement, userEvent }) => {
      const dialog = await screen.findByRole('dialog', { name: '登录已失效，请重新登录' }, { timeout: 5000 })
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '登录' })).toBeEnabled())
      await userEvent.click(within(dialog).getByRole('button', { name: '登录' }))
      // The list asked again with the new session and shows its rows; nobody reloaded the page.
      await loadedTable(config, canvasElement)
      await waitFor(() => expect(listRequests(config).map((r) => r.status)).toEqual([401, 200]))
      await expect(screen.queryByRole('dialog')).toBeNull()
    },
  }

  const longTitle: AnyStory = {
    beforeEach: ({ msw }) => {
      installMockWith(msw, (db) => giveLongTitle(db, formByName(db, config.formName).id, config.list))
    },
    play: async ({ canvasElement }) => {
      const table = await loadedTable(config, canvasElement)
      const [first] = bodyRows(table)
      await expect(first).toHaveTextContent(LONG_TITLE)
      // The title wraps: the page never scrolls sideways.
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
      // …within two lines, its full text still the link's tooltip and name.
      const title = within(first as HTMLElement).getByRole('button', { name: LONG_TITLE })
      await expect(title).toHaveAttribute('title', LONG_TITLE)
      const lineHeight = parseFloat(getComputedStyle(title).lineHeight)
      await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1)
      // The short columns (fields, people, times, status) keep to one line instead of breaking mid-word.
      for (const cell of (first as HTMLElement).querySelectorAll<HTMLElement>(
        'td:not(.cell-title):not(.cell-actions)',
      )) {
        const text = cell.textContent ?? ''
        if (!text) continue
        const line = parseFloat(getComputedStyle(cell).lineHeight)
        const range = document.createRange()
        range.selectNodeContents(cell)
        await expect(range.getBoundingClientRect().height, `${cell.dataset.label}: ${text}`).toBeLessThan(1.8 * line)
      }
    },
  }

  const tenThousand: AnyStory = {
    beforeEach: ({ msw }) => {
      installMockWith(msw, (db) => growList(db, formByName(db, config.formName).id, config.list, 10_000))
    },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement)
      const table = await loadedTable(config, canvasElement)
      const pager = canvas.getByRole('navigation', { name: '分页' })
      await expect(pager).toHaveTextContent(/共 10,?000 条/)
      await expect(pager).toHaveTextContent('第 1 / 667 页')
      await userEvent.type(canvas.getByLabelText('跳至'), '667{Enter}')
      await waitFor(() => expect(listRequests(config).at(-1)?.params.get('page')).toBe('666'))
      await waitFor(() => expect(pager).toHaveTextContent('第 667 / 667 页'))
      await waitFor(() => expect(bodyRows(table)).toHaveLength(10))
    },
  }

  const phone: AnyStory = {
    globals: { viewport: { value: 'phone', isRotated: false } },
    play: async ({ canvasElement, userEvent }) => {
      // The filters fold behind 筛选条件; opened, each field takes the card's width, one a line.
      const search = await within(canvasElement).findByRole('search', {}, { timeout: 5000 })
      await userEvent.click(within(search).getByRole('button', { name: /筛选条件/ }))
      const title = within(search).getByLabelText('标题')
      const body = title.closest('.filter-form-body') as HTMLElement
      await expect(title.getBoundingClientRect().width).toBeGreaterThan(body.getBoundingClientRect().width - 2)
      if (config.feedOnPhone) {
        // A feed of cards that loads more as it scrolls, not a table.
        const { form, records } = expected(config)
        const feed = await within(canvasElement).findByRole(
          'region',
          { name: LIST_KINDS[config.kind].listName },
          { timeout: 5000 },
        )
        await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(Math.min(records.length, 15)))
        await expect(within(canvasElement).queryByRole('table')).toBeNull()
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
        // The form's name is in the heading once, not on every card.
        await expect(within(feed).queryByText(form.name)).toBeNull()
        return
      }
      const table = await loadedTable(config, canvasElement)
      await expect(window.innerWidth).toBe(390)
      await expect(bodyRows(table).length).toBeGreaterThan(0)
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
      await expect(within(canvasElement).getByRole('navigation', { name: '分页' })).toBeVisible()
      // Every cell's label starts at the card's edge, 操作 too: no label is pushed right by its column's alignment.
      for (const cell of table.querySelectorAll<HTMLElement>('tbody td[data-label]')) {
        await expect(getComputedStyle(cell, '::before').textAlign, cell.dataset.label).toMatch(/^(left|start)$/)
      }
    },
  }

  return {
    loaded,
    loading,
    emptyFiltered,
    sortedFromAddress,
    serverError,
    signInAgain,
    resumeAfterSignIn,
    longTitle,
    tenThousand,
    phone,
  }
}
