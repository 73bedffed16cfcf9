import type { Density } from './useViewSettings.ts'

const DENSITIES: readonly [Density, string][] = [
  ['comfortable', '舒适'],
  ['compact', '紧凑'],
]

/**
 * 舒适 / 紧凑 as radio buttons, one label each, for a 显示设置 panel to put in its own fieldset (a table's rows, a
 * feed's cards).
 */
export function DensityChoice({
  name,
  density,
  onChange,
}: {
  /** The radio group's name, unique in the page. */
  name: string
  density: Density
  onChange: (density: Density) => void
}) {
  return DENSITIES.map(([value, label]) => (
    <label key={value} className="check">
      <input type="radio" name={name} checked={density === value} onChange={() => onChange(value)} />
      {label}
    </label>
  ))
}
