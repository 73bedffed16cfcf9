import type { ReactNode, Ref } from 'react'
import { Link, NavLink } from 'react-router'
import { formAppListRequest, useRestPageApi } from 'use-rest-page-api'
import { appHomePath, formPath } from '../../shared/paths.ts'
import { listPath } from './listPath.ts'
import type { FormRecordRow } from './formRecord.ts'
import { listsOf, type ListKindInfo } from './kinds.ts'
import type { FormInfo } from './useFormInfo.ts'
import './ListHeader.css'

export interface ListHeaderProps {
  info: ListKindInfo
  formId: string
  /** From the address (the app's url family); absent for the release payload's short urls. */
  appId: string | undefined
  form: FormInfo | undefined
  /** Buttons on the right (新建). */
  actions?: ReactNode
  /** Beside the tabs (the saved views). Default: none. */
  aside?: ReactNode | undefined
  /** The heading, to give it the focus (the last to-do handled). Default: none. */
  headingRef?: Ref<HTMLHeadingElement> | undefined
  /** Drafts deleted and not yet gone from the server's counts (within their 5 s to undo): off the counts already. */
  deletedDrafts?: number | undefined
}

/**
 * How many records a list holds, for its tab: a list of one record a page, on the same cache as the page's lists,
 * so a write to the form's records (a save, a delete, an action on a to-do) recounts it with them. Drafts deleted
 * and waiting out their 5 s to undo are off the count of the lists that hold them, as they are off the list's pager.
 */
function TabCount({ info, formId, deletedDrafts }: { info: ListKindInfo; formId: string; deletedDrafts: number }) {
  const count = useRestPageApi<FormRecordRow>(`/api/forms/${encodeURIComponent(formId)}/${info.endpoint}`, [], {
    pageSize: 1,
    transformListRequest: formAppListRequest,
    baseUrl: `/api/forms/${encodeURIComponent(formId)}/${info.records}`,
  })
  const settled = !count.isPlaceholderData && !count.isError && count.rawResponse !== undefined
  const shown = count.pagination.totalElements - (info.holdsOwnDrafts ? deletedDrafts : 0)
  return settled ? <span className="tab-count">{Math.max(shown, 0)}</span> : null
}

/** A list's heading: where it sits (app, form), its name, and tabs to the form's other lists with their counts. */
export function ListHeader({
  info,
  formId,
  appId,
  form,
  actions,
  aside,
  headingRef,
  deletedDrafts = 0,
}: ListHeaderProps) {
  const app = appId ?? form?.appId
  // A form with one list needs no tabs.
  const lists = listsOf(info.formType)
  const tabs = lists.length > 1 ? lists : []
  return (
    <>
      <div className="page-header">
        <div>
          <ol className="breadcrumbs" aria-label="位置">
            <li>{app ? <Link to={appHomePath(app)}>{form?.app || '应用'}</Link> : '应用'}</li>
            <li>{app && form ? <Link to={formPath(app, formId)}>{form.name}</Link> : (form?.name ?? '表单')}</li>
          </ol>
          <h1 ref={headingRef} className="page-title" tabIndex={-1}>
            {form ? `${form.name} · ` : ''}
            {info.title}
          </h1>
        </div>
        {actions && <div className="toolbar">{actions}</div>}
      </div>
      {aside ? (
        <div className="list-nav">
          {tabs.length > 0 && <ListTabs tabs={tabs} formId={formId} appId={appId} deletedDrafts={deletedDrafts} />}
          {aside}
        </div>
      ) : (
        tabs.length > 0 && <ListTabs tabs={tabs} formId={formId} appId={appId} deletedDrafts={deletedDrafts} />
      )}
    </>
  )
}

/** The tabs to a form's lists, each with its count. */
function ListTabs({
  tabs,
  formId,
  appId,
  deletedDrafts,
}: {
  tabs: readonly ListKindInfo[]
  formId: string
  appId: string | undefined
  deletedDrafts: number
}) {
  return (
    <nav className="tabs" aria-label="表单的列表">
      {tabs.map((tab) => (
        <NavLink key={tab.kind} to={listPath(tab.kind, formId, appId)}>
          {tab.label} <TabCount info={tab} formId={formId} deletedDrafts={deletedDrafts} />
        </NavLink>
      ))}
    </nav>
  )
}
