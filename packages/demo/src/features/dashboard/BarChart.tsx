export interface Bar {
  /** Stable key. */
  key: string
  label: string
  value: number
}

export interface BarChartProps {
  /** The chart's title, also its accessible name. */
  title: string
  bars: readonly Bar[]
  /** The unit after each number. Default `'条'`. */
  unit?: string
  /** Colour variant of the bars. Default `'brand'`. */
  tone?: 'brand' | 'status'
}

/**
 * Horizontal bars drawn with CSS, the numbers written beside them: a list a screen reader reads as "流转中 108 条",
 * the bars themselves hidden from it. Each bar's length is its share of the largest value.
 */
export function BarChart({ title, bars, unit = '条', tone = 'brand' }: BarChartProps) {
  const max = Math.max(0, ...bars.map((b) => b.value))
  const id = `chart-${title.replace(/\s+/g, '-')}`
  return (
    <figure className="bar-chart" aria-labelledby={id}>
      <figcaption id={id} className="bar-chart__title">
        {title}
      </figcaption>
      <ul className="bar-chart__bars">
        {bars.map((bar, i) => (
          <li key={bar.key} className="bar-chart__row">
            <span className="bar-chart__label">{bar.label}</span>
            <span className="bar-chart__track" aria-hidden="true">
              <span
                className={`bar-chart__bar bar-chart__bar--${tone}-${i % 4}`}
                style={{ width: max === 0 ? '0%' : `${(bar.value / max) * 100}%` }}
              />
            </span>
            <span className="bar-chart__value">
              {bar.value.toLocaleString('zh-CN')}
              <span className="bar-chart__unit"> {unit}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
