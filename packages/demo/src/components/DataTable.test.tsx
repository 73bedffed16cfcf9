import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DataTable } from './DataTable.tsx'

interface Row {
  id: string
  bt: string
  cjsj: string
}
const features = tableFeatures({ rowSortingFeature })
const helper = createColumnHelper<typeof features, Row>()
const columns = helper.columns([
  helper.accessor('bt', { header: '标题', enableSorting: false, meta: { label: '标题' } }),
  helper.accessor('cjsj', { header: '创建时间', sortDescFirst: true, meta: { label: '创建时间' } }),
  helper.accessor('id', { header: '编号', sortDescFirst: true }),
])
const rows: Row[] = [
  { id: '1', bt: '甲', cjsj: '2026-03-01 09:00:00' },
  { id: '2', bt: '乙', cjsj: '2026-03-02 09:00:00' },
]

function Harness(props: { data?: Row[]; loading?: boolean; stale?: boolean; onRowClick?: (id: string) => void }) {
  const [sorting, setSorting] = useState<SortingState>([])
  const table = useTable({
    features,
    columns,
    data: props.data ?? rows,
    getRowId: (r) => r.id,
    manualSorting: true,
    state: { sorting },
    onSortingChange: setSorting,
  })
  return (
    <>
      <output data-testid="sorting">{JSON.stringify(sorting)}</output>
      <DataTable
        table={table}
        caption="草稿列表"
        loading={props.loading}
        stale={props.stale}
        empty={<span>没有记录</span>}
        onRowClick={(row: { id: string }) => props.onRowClick?.(row.id)}
      />
    </>
  )
}

describe('DataTable', () => {
  it('is a captioned table whose sortable headers carry aria-sort; click sorts, shift-click adds', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const table = screen.getByRole('table', { name: '草稿列表' })
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(name) })
    expect(header('标题').getAttribute('aria-sort')).toBeNull()
    expect(header('创建时间').getAttribute('aria-sort')).toBe('none')
    await user.click(within(header('创建时间')).getByRole('button'))
    expect(header('创建时间').getAttribute('aria-sort')).toBe('descending')
    await user.keyboard('{Shift>}')
    await user.click(within(header('编号')).getByRole('button'))
    await user.keyboard('{/Shift}')
    expect(screen.getByTestId('sorting').textContent).toBe('[{"id":"cjsj","desc":true},{"id":"id","desc":true}]')
    expect(within(header('创建时间')).getByText('▼1')).toBeTruthy()
  })

  it('labels each cell with its column for the phone layout', () => {
    render(<Harness />)
    const cell = screen.getByRole('cell', { name: '甲' })
    expect(cell.dataset.label).toBe('标题')
  })

  it('shows a loading bar, dims stale rows, and shows the empty state without rows', () => {
    const { rerender } = render(<Harness loading stale />)
    expect(screen.getByRole('progressbar', { name: '正在加载' })).toBeTruthy()
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    expect(screen.getAllByRole('rowgroup')[1]!.className).toBe('is-stale')
    rerender(<Harness data={[]} />)
    expect(screen.getByText('没有记录')).toBeTruthy()
  })

  it('opens a row on click, except on its own controls', async () => {
    const user = userEvent.setup()
    const onRowClick = vi.fn()
    render(<Harness onRowClick={onRowClick} />)
    await user.click(screen.getByRole('cell', { name: '乙' }))
    expect(onRowClick).toHaveBeenCalledWith('2')
    await user.click(within(screen.getByRole('columnheader', { name: /创建时间/ })).getByRole('button'))
    expect(onRowClick).toHaveBeenCalledTimes(1)
  })
})
