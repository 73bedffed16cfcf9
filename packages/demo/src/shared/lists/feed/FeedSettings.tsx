import { usePopover } from '../../../components/usePopover.ts'
import type { FeedSettingsState } from './useFeedSettings.ts'
import { DensityChoice } from '../views/DensityChoice.tsx'
import { SettingsPopover } from '../views/SettingsPopover.tsx'
import './feed.css'

export interface FeedSettingsProps {
  /** The fields a card can show under its title: id and label, in the list's order. */
  fields: readonly { id: string; label: string }[]
  /** The ids a card shows. */
  shown: readonly string[]
  settings: FeedSettingsState
}

/**
 * 显示设置 of a feed: which fields a card shows under its title and how dense the cards are, remembered for this
 * list on this device, with 恢复默认. It closes on 完成, Escape or a press outside it; closed by the keyboard, the
 * focus goes back to its button.
 */
export function FeedSettings({ fields, shown, settings }: FeedSettingsProps) {
  const popover = usePopover()
  const { panelId, close } = popover
  const toggle = (id: string) => {
    const next = shown.includes(id) ? shown.filter((s) => s !== id) : [...shown, id]
    settings.setFields(fields.map((f) => f.id).filter((f) => next.includes(f)))
  }
  return (
    <SettingsPopover popover={popover} className="feed-settings">
      <fieldset>
        <legend>卡片显示</legend>
        {fields.map((f) => (
          <label key={f.id} className="check">
            <input type="checkbox" checked={shown.includes(f.id)} onChange={() => toggle(f.id)} />
            {f.label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>卡片间距</legend>
        <DensityChoice name={`${panelId}-density`} density={settings.density} onChange={settings.setDensity} />
      </fieldset>
      <div className="toolbar">
        <button type="button" className="btn btn-sm" onClick={settings.reset}>
          恢复默认
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={close}>
          完成
        </button>
      </div>
    </SettingsPopover>
  )
}
