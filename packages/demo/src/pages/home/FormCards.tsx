import { Link } from 'react-router'
import { dashboardPath, formPath, listPath, type ListKind } from '../../app/paths.ts'
import { FORM_TYPE_LABELS, type FormSummary } from './appTypes.ts'

/** The lists of a flow form, in the order people use them. */
export const FLOW_LISTS: readonly { kind: ListKind; name: string; hint: string }[] = [
  { kind: 'draft', name: '草稿', hint: '我起草、还没提交的' },
  { kind: 'todo', name: '待办', hint: '等我办理的' },
  { kind: 'done', name: '已办', hint: '我办理过的' },
  { kind: 'search', name: '查询', hint: '我能查看的全部记录' },
]

/** Where a form's card leads: a dashboard to its page, any other form to its own page. */
export function formHomePath(appId: string, form: FormSummary): string {
  return form.type === 'dashboard' ? dashboardPath(appId, form.id) : formPath(appId, form.id)
}

/** Forms as cards: the name leads to the form (or dashboard), with quick links to its lists. */
export function FormCards({ appId, forms }: { appId: string; forms: readonly FormSummary[] }) {
  return (
    <ul className="home-cards">
      {forms.map((form) => (
        <li key={form.id} className="card home-card">
          <div className="home-card__head">
            <Link className="home-card__title" to={formHomePath(appId, form)}>
              {form.name}
            </Link>
            <span className={`badge ${form.type === 'flow' ? 'badge-info' : 'badge-warning'}`}>
              {FORM_TYPE_LABELS[form.type]}
            </span>
          </div>
          <nav className="home-card__links" aria-label={`${form.name}的页面`}>
            {form.type === 'flow' &&
              FLOW_LISTS.map((list) => (
                <Link key={list.kind} to={listPath(list.kind, form.id, appId)}>
                  {list.name}
                </Link>
              ))}
            {form.type === 'noFlow' && <Link to={listPath('noFlow', form.id, appId)}>记录列表</Link>}
            {form.type === 'dashboard' && <Link to={dashboardPath(appId, form.id)}>查看统计</Link>}
          </nav>
        </li>
      ))}
    </ul>
  )
}
