import { useMemo } from 'react'
import { useRestResource, type PageResponse } from 'use-rest-page-api'
import type { SelectOption } from '../../components/SelectField.tsx'

/** A person of the organisation (`GET /api/users`). */
export interface DirectoryUser {
  id: string
  name: string
  deptId: string
  deptName: string
}

/** The organisation's people as select options, labelled with their department (`张三（合作司）`). */
export function useUsers() {
  const query = useRestResource<PageResponse<DirectoryUser>>('/api/users?size=1000')
  const options = useMemo<SelectOption[]>(
    () =>
      (query.data?.content ?? []).map((u) => ({
        value: u.id,
        label: u.deptName ? `${u.name}（${u.deptName}）` : u.name,
      })),
    [query.data],
  )
  return { ...query, options }
}
