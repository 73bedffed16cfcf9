import { Link } from 'react-router'
import { EmptyState } from '../components/EmptyState.tsx'

/** Any address the app does not know. */
export function NotFoundPage() {
  return (
    <EmptyState
      title="页面不存在"
      description="地址可能有误，或页面已被移除。"
      action={
        <Link className="btn btn-primary" to="/">
          返回首页
        </Link>
      }
    />
  )
}
