import { useId, useState } from 'react'
import type { Density, ViewSettingsState } from './useViewSettings.ts'

export interface ColumnSettingsProps {
  /** The columns a user may hide: id and heading. */
  columns: readonly { id: string; label: string }[]
  view: ViewSettingsState
}

const DENSITIES: readonly [Density, string][] = [
  ['comfortable', '舒适'],
  ['compact', '紧凑'],
]

/** 显示设置: which columns to show and how dense the rows are, remembered for this list on this device. */
export function ColumnSettings({ columns, view }: ColumnSettingsProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const shown = columns.filter((c) => !view.hidden.includes(c.id)).length
  return (
    <div className="column-settings">
      <button
        type="button"
        className="btn"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        显示设置
      </button>
      {open && (
        <div id={panelId} className="column-settings__panel card" role="group" aria-label="显示设置">
          <fieldset>
            <legend>显示的列</legend>
            {columns.map((c) => {
              const visible = !view.hidden.includes(c.id)
              return (
                <label key={c.id} className="check">
                  <input
                    type="checkbox"
                    checked={visible}
                    // The last column shown stays: a table of no columns says nothing.
                    disabled={visible && shown === 1}
                    onChange={() => view.toggle(c.id)}
                  />
                  {c.label}
                </label>
              )
            })}
          </fieldset>
          <fieldset>
            <legend>行高</legend>
            {DENSITIES.map(([density, label]) => (
              <label key={density} className="check">
                <input
                  type="radio"
                  name={`${panelId}-density`}
                  checked={view.density === density}
                  onChange={() => view.setDensity(density)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <button type="button" className="btn btn-sm" onClick={() => setOpen(false)}>
            完成
          </button>
        </div>
      )}
    </div>
  )
}
