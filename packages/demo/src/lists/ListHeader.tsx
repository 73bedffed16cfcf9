import { Link, NavLink } from 'react-router'
import { appHomePath, formPath, listPath, type ListKind } from '../app/paths.ts'
import { FLOW_LISTS, LIST_KINDS } from './listKinds.ts'
import type { FormInfo } from './useFormInfo.ts'

export interface ListHeaderProps {
  kind: ListKind
  formId: string
  /** From the address (the app's url family); absent for the release payload's short urls. */
  appId: string | undefined
  form: FormInfo | undefined
  /** Buttons on the right (新建, 导出). */
  actions?: React.ReactNode
}

/** A list's heading: where it sits (app, form), its name, and tabs to the form's other lists. */
export function ListHeader({ kind, formId, appId, form, actions }: ListHeaderProps) {
  const app = appId ?? form?.appId
  const tabs = kind === 'noFlow' ? [] : FLOW_LISTS
  return (
    <>
      <div className="page-header">
        <div>
          <ol className="breadcrumbs" aria-label="位置">
            <li>{app ? <Link to={appHomePath(app)}>{form?.app || '应用'}</Link> : '应用'}</li>
            <li>{app && form ? <Link to={formPath(app, formId)}>{form.name}</Link> : (form?.name ?? '表单')}</li>
          </ol>
          <h1 className="page-title">
            {form ? `${form.name} · ` : ''}
            {LIST_KINDS[kind].label}
          </h1>
        </div>
        {actions && <div className="toolbar">{actions}</div>}
      </div>
      {tabs.length > 0 && (
        <nav className="tabs" aria-label="表单的列表">
          {tabs.map((k) => (
            <NavLink key={k} to={listPath(k, formId, appId)}>
              {LIST_KINDS[k].label}
            </NavLink>
          ))}
        </nav>
      )}
    </>
  )
}
