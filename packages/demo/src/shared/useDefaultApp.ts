import { useRestResource, type PageResponse } from 'use-rest-page-api'

/** The app `/` opens and the header names (ids differ between servers, the name does not). */
export const DEFAULT_APP_NAME = '国际合作'

/** The default app, looked up by name with `GET /api/apps?name=国际合作`. */
export function useDefaultApp() {
  const query = useRestResource<PageResponse<{ id: string; name: string }>>(
    `/api/apps?name=${encodeURIComponent(DEFAULT_APP_NAME)}&size=1`,
  )
  return { ...query, app: query.data?.content[0] }
}
