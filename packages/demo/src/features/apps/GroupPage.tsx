import { Link, useParams } from 'react-router'
import { useRestResource } from 'use-rest-page-api'
import { isNotFound, NotFoundPage } from '../../shared/NotFoundPage.tsx'
import { appHomePath } from '../../shared/paths.ts'
import { EmptyState, ErrorPanel, ProgressBar } from '../../components/index.ts'
import type { GroupDetail } from './appTypes.ts'
import { FormCards } from './FormCards.tsx'
import { useDocumentTitle } from '../../shared/useDocumentTitle.ts'
import './home.css'

/** `…/home/group/<groupId>`: a group of the app and its forms. */
export function GroupPage() {
  const { appId = '', groupId = '' } = useParams()
  const group = useRestResource<GroupDetail>(`/api/groups/${encodeURIComponent(groupId)}`)
  useDocumentTitle(group.data?.name)

  if (isNotFound(group.error))
    return (
      <NotFoundPage title="这个分组不存在" description="链接可能有误，或分组已被删除。" appId={appId || undefined} />
    )
  if (group.error) return <ErrorPanel error={group.error} onRetry={group.reload} />
  if (!group.data) return <ProgressBar label="正在加载分组" />
  const g = group.data
  const app = g.appId || appId
  return (
    <div className="page group-page">
      <header className="page-header">
        <div>
          <nav aria-label="位置">
            <ol className="breadcrumbs">
              <li>
                <Link to={appHomePath(app)}>{g.app}</Link>
              </li>
              <li aria-current="page">{g.name}</li>
            </ol>
          </nav>
          <h1 className="page-title">{g.name}</h1>
          <p className="page-subtitle">分组 · {g.forms.length} 个表单</p>
        </div>
      </header>
      {g.forms.length === 0 ? (
        <EmptyState
          title="这个分组还没有表单"
          action={
            <Link className="btn" to={appHomePath(app)}>
              返回应用首页
            </Link>
          }
        />
      ) : (
        <FormCards appId={app} forms={g.forms} />
      )}
    </div>
  )
}
