import { Navigate } from 'react-router'
import { EmptyState } from '../components/EmptyState.tsx'
import { ErrorPanel } from '../components/ErrorPanel.tsx'
import { ProgressBar } from '../components/ProgressBar.tsx'
import { appHomePath } from '../shared/paths.ts'
import { DEFAULT_APP_NAME, useDefaultApp } from '../shared/useDefaultApp.ts'

/** `/`: opens the home of the app 国际合作, replacing the address. */
export function HomeRedirect() {
  const { app, error, isLoading, reload } = useDefaultApp()
  if (app) return <Navigate to={appHomePath(app.id)} replace />
  if (error) return <ErrorPanel error={error} onRetry={reload} />
  if (isLoading) return <ProgressBar label="正在打开应用" />
  return <EmptyState title={`没有找到应用“${DEFAULT_APP_NAME}”`} description="请先在发布页面发布一个应用。" />
}
