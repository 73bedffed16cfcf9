import { Link, useParams } from 'react-router'
import { useRestResource } from 'use-rest-page-api'
import { isNotFound, NotFoundPage } from '../../shared/NotFoundPage.tsx'
import { appHomePath, dashboardPath, groupPath } from '../../shared/paths.ts'
import { listPath } from '../form-lists/listPath.ts'
import { ErrorPanel, ProgressBar } from '../../components/index.ts'
import { FORM_TYPE_LABELS, type FormDetail } from './appTypes.ts'
import { listsOf } from '../form-lists/kinds.ts'
import { useDocumentTitle } from '../../shared/useDocumentTitle.ts'
import './home.css'

/**
 * `…/home/form/<formId>`: a form with the way into its lists: a flow form's draft, to-do, done and query lists, a
 * form without a flow its one list, a dashboard its page.
 */
export function FormPage() {
  const { appId = '', formId = '' } = useParams()
  const form = useRestResource<FormDetail>(`/api/forms/${encodeURIComponent(formId)}`)
  useDocumentTitle(form.data?.name)

  if (isNotFound(form.error))
    return (
      <NotFoundPage
        title="这个表单不存在"
        description="链接可能有误，或表单已被删除或停用。"
        appId={appId || undefined}
      />
    )
  if (form.error) return <ErrorPanel error={form.error} onRetry={form.reload} />
  if (!form.data) return <ProgressBar label="正在加载表单" />
  const f = form.data
  const app = f.appId || appId
  const steps = f.flowNodes.filter((n) => n.kind !== 'end')
  return (
    <div className="page form-page">
      <header className="page-header">
        <div>
          <nav aria-label="位置">
            <ol className="breadcrumbs">
              <li>
                <Link to={appHomePath(app)}>{f.app}</Link>
              </li>
              {f.group && f.groupId && (
                <li>
                  <Link to={groupPath(app, f.groupId)}>{f.group}</Link>
                </li>
              )}
              <li aria-current="page">{f.name}</li>
            </ol>
          </nav>
          <h1 className="page-title">{f.name}</h1>
          <p className="page-subtitle">
            {FORM_TYPE_LABELS[f.type]}
            {f.resourceId ? ' · 已发布到资源平台' : ' · 尚未发布'}
          </p>
        </div>
      </header>

      {f.type === 'flow' && steps.length > 0 && (
        <section className="home-section" aria-labelledby="form-flow">
          <h2 id="form-flow" className="home-section__title">
            流程
          </h2>
          <ol className="form-flow" aria-labelledby="form-flow">
            {f.flowNodes.map((n) => (
              <li key={n.id}>{n.name}</li>
            ))}
          </ol>
        </section>
      )}

      <section className="home-section" aria-labelledby="form-lists">
        <h2 id="form-lists" className="home-section__title">
          {f.type === 'dashboard' ? '页面' : '列表'}
        </h2>
        <ul className="form-lists">
          {listsOf(f.type).map((list) => (
            <li key={list.kind}>
              <Link className="card form-list-link" to={listPath(list.kind, f.id, app)}>
                <strong>{list.title}</strong>
                <span className="muted">{list.hint}</span>
              </Link>
            </li>
          ))}
          {f.type === 'dashboard' && (
            <li>
              <Link className="card form-list-link" to={dashboardPath(app, f.id)}>
                <strong>统计看板</strong>
                <span className="muted">按状态、按主办部门统计记录</span>
              </Link>
            </li>
          )}
        </ul>
      </section>
    </div>
  )
}
