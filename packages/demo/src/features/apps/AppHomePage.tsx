import { Link, useParams } from 'react-router'
import { useRestResource } from 'use-rest-page-api'
import { isNotFound, NotFoundPage } from '../../shared/NotFoundPage.tsx'
import { groupPath } from '../../shared/paths.ts'
import { EmptyState, ErrorPanel, ProgressBar } from '../../components/index.ts'
import type { AppStructure, FormType } from './appTypes.ts'
import { FormCards } from './FormCards.tsx'
import { useDocumentTitle } from '../../shared/useDocumentTitle.ts'
import './home.css'

const SECTIONS: readonly { type: FormType; title: string }[] = [
  { type: 'flow', title: '流程表单' },
  { type: 'noFlow', title: '无流程表单' },
  { type: 'dashboard', title: '统计看板' },
]

/** `/sinoform/app/<appId>/home`: the app's forms, groups and dashboards as cards, each leading to its pages. */
export function AppHomePage() {
  const { appId = '' } = useParams()
  const app = useRestResource<AppStructure>(`/api/apps/${encodeURIComponent(appId)}`)
  useDocumentTitle(app.data ? '应用首页' : undefined)

  if (isNotFound(app.error)) return <NotFoundPage title="这个应用不存在" description="链接可能有误，或应用已被删除。" />
  if (app.error) return <ErrorPanel error={app.error} onRetry={app.reload} />
  if (!app.data) return <ProgressBar label="正在加载应用" />
  const { name, forms, groups } = app.data
  // A dashboard is not a form: the subtitle counts them apart.
  const dashboards = forms.filter((f) => f.type === 'dashboard').length
  const formCount = forms.length - dashboards + groups.reduce((n, g) => n + g.forms.length, 0)
  return (
    <div className="page home-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{name}</h1>
          <p className="page-subtitle">
            {[`${formCount} 个表单`, dashboards > 0 && `${dashboards} 个统计看板`, `${groups.length} 个分组`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </header>
      {forms.length === 0 && groups.length === 0 ? (
        <EmptyState title="这个应用还没有表单" description="在表单设计器中创建表单并发布后，它会出现在这里。" />
      ) : (
        <>
          {SECTIONS.map(({ type, title }) => {
            const list = forms.filter((f) => f.type === type)
            return (
              list.length > 0 && (
                <section key={type} className="home-section" aria-labelledby={`home-${type}`}>
                  <h2 id={`home-${type}`} className="home-section__title">
                    {title}
                    <span className="home-section__count">{list.length}</span>
                  </h2>
                  <FormCards appId={app.data?.id ?? appId} forms={list} />
                </section>
              )
            )
          })}
          {groups.length > 0 && (
            <section className="home-section" aria-labelledby="home-groups">
              <h2 id="home-groups" className="home-section__title">
                分组<span className="home-section__count">{groups.length}</span>
              </h2>
              <ul className="home-cards">
                {groups.map((group) => (
                  <li key={group.id} className="card home-card">
                    <div className="home-card__head">
                      <Link className="home-card__title" to={groupPath(app.data?.id ?? appId, group.id)}>
                        {group.name}
                      </Link>
                      <span className="badge">分组</span>
                    </div>
                    <p className="home-card__text muted">
                      {group.forms.length > 0
                        ? `${group.forms.length} 个表单：${group.forms.map((f) => f.name).join('、')}`
                        : '还没有表单'}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  )
}
