import { useLayoutEffect, useRef } from 'react'
import { usePopover } from '../../../components/usePopover.ts'
import { useAnnounce } from '../page/StatusLine.tsx'
import { DensityChoice } from './DensityChoice.tsx'
import { SettingsPopover } from './SettingsPopover.tsx'
import type { PinSide, ViewSettingsState } from './useViewSettings.ts'
import { canMove, displayOrder, isDefaultView } from './viewSettings.ts'
import './columnSettings.css'

export interface ColumnSettingsProps {
  /** The columns a user may hide, move and pin: id and heading, in the list's own order. */
  columns: readonly { id: string; label: string }[]
  view: ViewSettingsState
}

const PINS: readonly [PinSide | '', string][] = [
  ['', '不固定'],
  ['start', '固定在左侧'],
  ['end', '固定在右侧'],
]

/**
 * 显示设置: which columns to show, in which order, which stay in view at the table's left or right edge, and how
 * dense the rows are, remembered for this form's list on this device. A popover: Escape or a click outside closes
 * it (Escape gives the focus back to 显示设置); 重置 returns to the list's own view. Every control works from the
 * keyboard: 上移 and 下移 keep the focus on the column moved, and the page's status line says where it went.
 */
export function ColumnSettings({ columns, view }: ColumnSettingsProps) {
  const popover = usePopover()
  const { panelId, root, close } = popover
  const say = useAnnounce()
  const ids = columns.map((c) => c.id)
  const labels = new Map(columns.map((c) => [c.id, c.label]))
  const ordered = displayOrder(ids, view)
  const shown = ordered.filter((id) => !view.hidden.includes(id)).length

  // A moved column's row is put elsewhere in the list, and the browser drops the focus of a node it moves: give it
  // back to the button pressed.
  const refocus = useRef<string | null>(null)
  useLayoutEffect(() => {
    const wanted = refocus.current
    refocus.current = null
    if (!wanted) return
    const buttons = root.current?.querySelectorAll<HTMLElement>('[data-move]') ?? []
    ;[...buttons].find((button) => button.dataset.move === wanted)?.focus()
  })

  const move = (id: string, delta: -1 | 1) => {
    if (!canMove(ids, view, id, delta)) return
    refocus.current = `${id}:${delta}`
    view.move(id, delta)
    const at = ordered.indexOf(id) + delta + 1
    say(`“${labels.get(id)}”已移到第 ${at} 列。`, { hidden: true })
  }
  const pin = (id: string, side: PinSide | false) => {
    view.pin(id, side)
    say(side ? `“${labels.get(id)}”已固定在${side === 'start' ? '左' : '右'}侧。` : `“${labels.get(id)}”已取消固定。`, {
      hidden: true,
    })
  }
  const reset = () => {
    if (isDefaultView(view)) return
    view.reset()
    say('已恢复默认的显示设置。', { hidden: true })
  }

  return (
    <SettingsPopover popover={popover}>
      <fieldset>
        <legend>显示的列（顺序、固定）</legend>
        <ul className="column-settings__list">
          {ordered.map((id) => {
            const label = labels.get(id) ?? id
            const visible = !view.hidden.includes(id)
            const side = view.pinned[id]
            return (
              <li key={id} className="column-settings__item" data-pinned={side}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={visible}
                    // The last column shown stays: a table of no columns says nothing.
                    disabled={visible && shown === 1}
                    onChange={() => view.toggle(id)}
                  />
                  {label}
                </label>
                <span className="column-settings__tools">
                  {([-1, 1] as const).map((delta) => (
                    <button
                      key={delta}
                      type="button"
                      className="btn btn-sm btn-icon"
                      data-move={`${id}:${delta}`}
                      // aria-disabled, not disabled: the button that reaches the edge keeps the focus.
                      aria-disabled={!canMove(ids, view, id, delta)}
                      aria-label={`${delta < 0 ? '上移' : '下移'}“${label}”`}
                      title={delta < 0 ? '上移' : '下移'}
                      onClick={() => move(id, delta)}
                    >
                      <span aria-hidden="true">{delta < 0 ? '↑' : '↓'}</span>
                    </button>
                  ))}
                  <select
                    className="select btn-sm"
                    aria-label={`固定“${label}”`}
                    value={side ?? ''}
                    onChange={(event) => pin(id, (event.target.value || false) as PinSide | false)}
                  >
                    {PINS.map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </select>
                </span>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend>行高</legend>
        <div className="column-settings__densities">
          <DensityChoice name={`${panelId}-density`} density={view.density} onChange={view.setDensity} />
        </div>
      </fieldset>
      <div className="column-settings__footer">
        <button type="button" className="btn btn-sm" aria-disabled={isDefaultView(view)} onClick={reset}>
          重置
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={close}>
          完成
        </button>
      </div>
    </SettingsPopover>
  )
}
