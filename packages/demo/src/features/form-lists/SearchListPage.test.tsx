import type { ReactNode } from 'react'
import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp, renderInApp } from '../../testing/renderApp.tsx'
import { ExportPanel } from '../../shared/lists/export/ExportPanel.tsx'
import { AnnounceContext, StatusLine, useStatusLine } from '../../shared/lists/page/StatusLine.tsx'
import { BOM } from '../../shared/lists/export/toCsv.ts'
import { LIST_KINDS } from './kinds.ts'
import { listOptions } from './listOptions.ts'
import { csvColumns, recordColumns } from './recordColumns.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!

/** A page's status line, where the export says it is done. */
function WithStatusLine({ children }: { children: ReactNode }) {
  const status = useStatusLine()
  return (
    <AnnounceContext.Provider value={status.say}>
      {children}
      <StatusLine status={status} />
    </AnnounceContext.Provider>
  )
}

function renderExport(props: { searchParams?: Record<string, string>; save: (text: string) => void }) {
  return renderInApp(
    <WithStatusLine>
      <ExportPanel
        query={{
          url: `/api/forms/${form().id}/records`,
          searchParams: props.searchParams ?? {},
          sorts: [{ property: 'cjsj', direction: 'asc' }],
          transforms: listOptions(LIST_KINDS.search, form().id),
        }}
        columns={csvColumns(
          LIST_KINDS.search,
          recordColumns(LIST_KINDS.search).map((c) => c.id),
        )}
        fileName="出差申请-查询列表"
        save={props.save}
      />
    </WithStatusLine>,
  )
}

describe('the query list export', { timeout: 20_000 }, () => {
  it('reads every page of the query one after another and saves a CSV Excel reads', async () => {
    const user = userEvent.setup()
    const save = vi.fn()
    await renderExport({ save })
    await user.click(screen.getByRole('button', { name: '导出全部' }))
    await screen.findByText(/已导出 \d+ 条/)
    const visible = api.db.records.filter((r) => r.formId === form().id && (r.status !== '草稿' || r.cjr === '1'))
    const pages = Math.ceil(visible.length / 50)
    expect(pages).toBeGreaterThan(1)
    expect(api.lines().filter((l) => l.startsWith('GET /api/forms/'))).toEqual(
      Array.from({ length: pages }, (_, i) => `GET /api/forms/${form().id}/records?size=50&page=${i}&sort=cjsj`),
    )
    const [text, fileName] = save.mock.calls[0] as [string, string]
    expect(fileName).toBe('出差申请-查询列表.csv')
    expect(text.startsWith(`${BOM}标题,目的地,天数,状态,创建人,创建人部门,创建时间\r\n`)).toBe(true)
    expect(text.split('\r\n')).toHaveLength(visible.length + 2)
    expect(screen.getByRole('status').textContent).toBe(`已导出 ${visible.length} 条。`)
  })

  it('exports the current filters only', async () => {
    const user = userEvent.setup()
    const save = vi.fn()
    const record = api.db.records.find((r) => r.formId === form().id && r.status === '流转中')!
    await renderExport({ save, searchParams: { bt: record.bt, zbbm: record.zbbm } })
    await user.click(screen.getByRole('button', { name: '导出全部' }))
    await screen.findByText(/已导出 \d+ 条/)
    expect(api.lines().at(-1)).toBe(
      `GET /api/forms/${form().id}/records?bt=${record.bt}&zbbm=${record.zbbm}&size=50&page=0&sort=cjsj`,
    )
    expect((save.mock.calls[0]![0] as string).split('\r\n')[1]).toContain(record.bt)
  })

  it('shows progress and stops when cancelled: no file, no more requests', async () => {
    const user = userEvent.setup()
    const save = vi.fn()
    // The second page never comes: the export is under way until it is cancelled.
    api.server.use(
      http.get('*/api/forms/:formId/records', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '1') await delay('infinite')
        return undefined
      }),
    )
    await renderExport({ save })
    await user.click(screen.getByRole('button', { name: '导出全部' }))
    const bar = await screen.findByRole('progressbar', { name: '导出进度' })
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'))
    expect(screen.getByText(/已读取 50 \/ \d+ 条/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '取消导出' }))
    expect(await screen.findByText('已取消导出，没有生成文件。')).toBeTruthy()
    expect(api.lines().filter((l) => l.includes('/records?'))).toEqual([
      `GET /api/forms/${form().id}/records?size=50&page=0&sort=cjsj`,
      `GET /api/forms/${form().id}/records?size=50&page=1&sort=cjsj`,
    ])
    expect(save).not.toHaveBeenCalled()
  })

  it('says so when a page fails, in words', async () => {
    const user = userEvent.setup()
    api.controls.failNext('GET', `/api/forms/${form().id}/records`, 500)
    await renderExport({ save: vi.fn() })
    await user.click(screen.getByRole('button', { name: '导出全部' }))
    expect((await screen.findByRole('alert')).textContent).toBe('导出失败：服务器暂时出了问题')
  })

  it('offers the export on the query list page, for the query on screen', async () => {
    await renderApp(`/sinoform/searchList/${form().id}?sort=cjsj_d`)
    await screen.findByText(/^共 \d+ 条$/)
    expect(screen.getByRole('button', { name: '导出全部' })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('出差申请 · 查询'))
  })
})
