import { useRef, useState, type FormEvent } from 'react'
import { Dialog } from '../../../components/Dialog.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { sameView, VIEW_NAME_MAX, type SavedView } from './savedViews.ts'
import { useAnnounce } from '../page/StatusLine.tsx'
import { useAfterRender } from '../page/useAfterRender.ts'
import type { ListViews } from './useListViews.ts'
import './savedViews.css'

export interface SavedViewsProps {
  views: ListViews
}

/**
 * The saved views of a list, beside its tabs: one button a view (pressed when the list shows it), and for the one
 * shown 复制链接 and 删除; 保存视图 names what is shown now. Each action is said in the status line; removing a view
 * offers 撤销 (focused, the view's button being gone).
 */
export function SavedViews({ views }: SavedViewsProps) {
  const say = useAnnounce()
  const [naming, setNaming] = useState(false)
  const [linkShown, setLinkShown] = useState<{ name: string; url: string } | null>(null)
  const group = useRef<HTMLDivElement>(null)
  // A view saved or put back: its button takes the focus once it is there.
  const focusView = useAfterRender((id: string) =>
    group.current?.querySelector<HTMLElement>(`[data-view-id="${CSS.escape(id)}"]`)?.focus(),
  )

  const active = views.views.find((v) => sameView(v, views.current))
  const copy = async (view: SavedView) => {
    const url = views.linkOf(view)
    try {
      await navigator.clipboard.writeText(url)
      say(`已复制视图“${view.name}”的链接，打开它的人会看到同样的筛选、排序、列和密度。`)
    } catch {
      // No clipboard (permission refused, an insecure page): the link is shown to copy by hand.
      setLinkShown({ name: view.name, url })
    }
  }
  const remove = (view: SavedView) => {
    const index = views.views.indexOf(view)
    views.remove(view.id)
    say(`已删除视图“${view.name}”。`, {
      action: {
        label: '撤销',
        run: () => {
          views.restore(view, index)
          say(`已恢复视图“${view.name}”。`)
          focusView(view.id)
        },
      },
      focusAction: true,
    })
  }

  return (
    <div ref={group} className="saved-views" role="group" aria-label="我的视图">
      <span className="saved-views__label" aria-hidden="true">
        视图
      </span>
      {views.views.map((view) => (
        <span key={view.id} className="saved-view" data-active={view === active || undefined}>
          <button
            type="button"
            className="saved-view__name"
            data-view-id={view.id}
            aria-pressed={view === active}
            title={describeView(view)}
            onClick={() => {
              views.apply(view)
              say(`已切换到视图“${view.name}”。`)
            }}
          >
            {view.name}
          </button>
          {view === active && (
            <>
              <button
                type="button"
                className="saved-view__tool"
                aria-label={`复制链接（视图“${view.name}”）`}
                onClick={() => void copy(view)}
              >
                复制链接
              </button>
              <button
                type="button"
                className="saved-view__tool"
                aria-label={`删除视图“${view.name}”`}
                onClick={() => remove(view)}
              >
                删除
              </button>
            </>
          )}
        </span>
      ))}
      {!active && (
        <button type="button" className="btn btn-sm saved-views__save" onClick={() => setNaming(true)}>
          保存视图
        </button>
      )}
      {naming && (
        <NameDialog
          names={views.views.map((v) => v.name)}
          onSave={(name) => {
            const saved = views.save(name)
            setNaming(false)
            say(`已保存视图“${saved.name}”：当前的筛选、排序、列和密度。`)
            focusView(saved.id)
          }}
          onCancel={() => setNaming(false)}
        />
      )}
      {linkShown && (
        <Dialog
          title={`视图“${linkShown.name}”的链接`}
          onClose={() => setLinkShown(null)}
          footer={
            <button type="button" className="btn btn-primary" onClick={() => setLinkShown(null)}>
              完成
            </button>
          }
        >
          <p className="muted">浏览器不允许直接复制，请选中下面的链接复制。</p>
          <input
            className="input"
            readOnly
            aria-label="视图链接"
            value={linkShown.url}
            onFocus={(e) => e.currentTarget.select()}
            data-autofocus
          />
        </Dialog>
      )}
    </div>
  )
}

/** A view's contents in words (the button's tooltip). */
function describeView(view: SavedView): string {
  const filters = Object.keys(view.filters).length
  return [
    filters ? `${filters} 个筛选条件` : '不筛选',
    view.sorts.length ? `按 ${view.sorts.map((s) => s.property).join('、')} 排序` : '默认排序',
    view.hidden.length ? `隐藏 ${view.hidden.length} 列` : '显示全部列',
    view.density === 'compact' ? '紧凑' : '舒适',
  ].join(' · ')
}

/** Asks for a view's name; a name in use replaces that view, and says so before saving. */
function NameDialog({
  names,
  onSave,
  onCancel,
}: {
  names: readonly string[]
  onSave: (name: string) => void
  onCancel: () => void
}) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const trimmed = name.trim()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed) return setError('请给视图起个名字')
    onSave(trimmed)
  }
  return (
    <Dialog
      title="保存视图"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            取消
          </button>
          <button type="submit" form="save-view-form" className="btn btn-primary">
            保存
          </button>
        </>
      }
    >
      <form id="save-view-form" onSubmit={submit} noValidate>
        <p className="muted" style={{ marginTop: 0 }}>
          保存当前的筛选条件、排序、显示的列和密度，之后一点就回到这里。只保存在这台设备上。
        </p>
        <TextField
          label="视图名称"
          name="viewName"
          value={name}
          onChange={(value) => {
            setName(value)
            setError(null)
          }}
          maxLength={VIEW_NAME_MAX}
          required
          error={error}
          hint={names.includes(trimmed) ? '已有同名视图，保存会替换它。' : undefined}
        />
      </form>
    </Dialog>
  )
}
