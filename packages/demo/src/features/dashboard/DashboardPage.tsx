import { Link, useParams } from 'react-router'
import { useRestResource } from 'use-rest-page-api'
import { isNotFound, NotFoundPage } from '../../shared/NotFoundPage.tsx'
import { appHomePath } from '../../shared/paths.ts'
import { EmptyState, ErrorPanel, ProgressBar } from '../../components/index.ts'
import type { DashboardStatistics } from '../apps/appTypes.ts'
import { useDocumentTitle } from '../../shared/useDocumentTitle.ts'
import { BarChart } from './BarChart.tsx'
import './dashboard.css'

/**
 * `…/home/dashboard/<dashboardId>`: the records of the app that the user may open, counted by status and by host
 * department, as bars with the numbers written beside them.
 */
export function DashboardPage() {
  const { appId = '', dashboardId = '' } = useParams()
  const stats = useRestResource<DashboardStatistics>(`/api/dashboards/${encodeURIComponent(dashboardId)}/statistics`)
  useDocumentTitle(stats.data?.dashboard.name)

  if (isNotFound(stats.error))
    return (
      <NotFoundPage
        title="这个统计页不存在"
        description="链接可能有误，或统计页已被删除。"
        appId={appId || undefined}
      />
    )
  if (stats.error) return <ErrorPanel error={stats.error} onRetry={stats.reload} />
  if (!stats.data) return <ProgressBar label="正在统计" />
  const { dashboard, total, byStatus, byDepartment } = stats.data
  const app = dashboard.appId || appId
  return (
    <div className="page dashboard-page">
      <header className="page-header">
        <div>
          <nav aria-label="位置">
            <ol className="breadcrumbs">
              <li>
                <Link to={appHomePath(app)}>{dashboard.app}</Link>
              </li>
              <li aria-current="page">{dashboard.name}</li>
            </ol>
          </nav>
          <h1 className="page-title">{dashboard.name}</h1>
          <p className="page-subtitle">统计「{dashboard.app}」中你能查看的表单记录</p>
        </div>
        <button type="button" className="btn" onClick={stats.reload}>
          刷新
        </button>
      </header>
      {total === 0 ? (
        <EmptyState title="还没有可统计的记录" description="你能查看的记录出现后，这里会按状态和主办部门统计。" />
      ) : (
        <>
          <ul className="dashboard-kpis">
            <li className="card dashboard-kpi">
              <span className="muted">记录总数</span>
              <strong>{total.toLocaleString('zh-CN')}</strong>
            </li>
            {byStatus.map((s) => (
              <li key={s.status} className="card dashboard-kpi">
                <span className="muted">{s.status}</span>
                <strong>{s.count.toLocaleString('zh-CN')}</strong>
              </li>
            ))}
          </ul>
          <div className="dashboard-charts">
            <section className="card card-body">
              <BarChart
                title="按状态"
                tone="status"
                bars={byStatus.map((s) => ({ key: s.status, label: s.status, value: s.count }))}
              />
            </section>
            <section className="card card-body">
              <BarChart
                title="按主办部门"
                bars={byDepartment.map((d) => ({ key: d.deptId, label: d.deptName, value: d.count }))}
              />
            </section>
          </div>
        </>
      )}
    </div>
  )
}
