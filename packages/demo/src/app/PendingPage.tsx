import { EmptyState } from '../components/EmptyState.tsx'

/** What a route shows while its page module is not written yet (the router finds pages by file name). */
export function PendingPage() {
  return <EmptyState title="页面建设中" description="这个页面还没有完成，请稍后再来。" />
}
