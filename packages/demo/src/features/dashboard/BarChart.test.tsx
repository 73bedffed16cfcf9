import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BarChart } from './BarChart.tsx'

describe('BarChart', () => {
  it('names the chart, writes every number as text and sizes each bar against the largest', () => {
    const { container } = render(
      <BarChart
        title="按状态"
        bars={[
          { key: 'a', label: '草稿', value: 0 },
          { key: 'b', label: '流转中', value: 1200 },
          { key: 'c', label: '已办结', value: 300 },
        ]}
      />,
    )
    const figure = screen.getByRole('figure', { name: '按状态' })
    const rows = within(figure).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual(['草稿0 条', '流转中1,200 条', '已办结300 条'])
    const widths = [...container.querySelectorAll<HTMLElement>('.bar-chart__bar')].map((b) => b.style.width)
    expect(widths).toEqual(['0%', '100%', '25%'])
    expect(container.querySelector('.bar-chart__track')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('draws no bar when every value is zero', () => {
    const { container } = render(<BarChart title="空" bars={[{ key: 'a', label: 'x', value: 0 }]} />)
    expect(container.querySelector<HTMLElement>('.bar-chart__bar')?.style.width).toBe('0%')
  })
})
