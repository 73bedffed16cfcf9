import { Link } from 'react-router'
import { dashboardPath, formPath } from '../../shared/paths.ts'
import { listPath } from '../form-lists/listPath.ts'
import { listsOf } from '../form-lists/kinds.ts'
import { FORM_TYPE_LABELS, type FormSummary } from './appTypes.ts'

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
            {listsOf(form.type).map((list) => (
              <Link key={list.kind} to={listPath(list.kind, form.id, appId)}>
                {list.title}
              </Link>
            ))}
            {form.type === 'dashboard' && <Link to={dashboardPath(appId, form.id)}>查看统计</Link>}
          </nav>
        </li>
      ))}
    </ul>
  )
}
