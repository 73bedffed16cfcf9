import { useMemo } from 'react'
import { useRestResource, type PageResponse } from 'use-rest-page-api'
import type { SelectOption } from '../../components/SelectField.tsx'

/** A department of the organisation (`GET /api/departments`), with its path of names from the top. */
export interface Department {
  id: string
  name: string
  parentId: string | null
  path: string
}

/** The organisation's departments as select options, labelled by their path (`国际合作局 / 合作司`). */
export function useDepartments() {
  const query = useRestResource<PageResponse<Department>>('/api/departments?size=1000')
  const options = useMemo<SelectOption[]>(
    () => (query.data?.content ?? []).map((d) => ({ value: d.id, label: d.path || d.name })),
    [query.data],
  )
  return { ...query, options }
}
