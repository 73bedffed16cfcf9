import type { PublishNode } from 'form-resource-api'
import { AppUrlLink } from '../apps/AppUrlLink.tsx'

const TYPE_LABELS: Record<PublishNode['type'], string> = {
  app: '应用',
  form: '流程表单',
  group: '分组',
  noflow: '无流程表单',
  dashboard: '看板',
  page: '页面',
}

/** The published resource tree (spec C) as nested lists: each node's name, type, resource id and url as a link. */
export function PublishTreeView({ tree, label }: { tree: PublishNode; label: string }) {
  const node = (n: PublishNode) => (
    <li key={n.id} className="publish-tree__node">
      <div className="publish-tree__row">
        <span className="publish-tree__title">{n.title}</span>
        <span className="badge badge-info">{TYPE_LABELS[n.type] ?? n.type}</span>
        <AppUrlLink url={n.url} />
        {n.resourceId && <span className="publish-tree__rid muted">资源 ID {n.resourceId}</span>}
      </div>
      {n.children.length > 0 && <ul className="publish-tree__children">{n.children.map(node)}</ul>}
    </li>
  )
  return (
    <ul className="publish-tree" aria-label={label}>
      {node(tree)}
    </ul>
  )
}
