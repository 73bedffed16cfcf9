import { useState } from 'react'
import type { SearchParams } from 'use-rest-page-api'
import { FilterForm } from '../components/FilterForm.tsx'
import { SelectField, type SelectOption } from '../components/SelectField.tsx'
import { TextField } from '../components/TextField.tsx'

/** The filters of the form app's lists (spec: bt, cjsj, zbbm). */
export interface ListFilterValues {
  bt: string
  cjsj: string
  zbbm: string
}

export const EMPTY_FILTERS: ListFilterValues = { bt: '', cjsj: '', zbbm: '' }

/** The list's current filters as the form shows them. */
export function filtersOf(searchParams: SearchParams): ListFilterValues {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
  return { bt: text(searchParams.bt), cjsj: text(searchParams.cjsj), zbbm: text(searchParams.zbbm) }
}

export interface ListFiltersProps {
  /** The filters applied now (from the address bar). */
  applied: ListFilterValues
  /** Host departments to choose from. */
  departments: readonly SelectOption[]
  onApply: (filters: ListFilterValues) => void
  /** Label of the date filter. Default `创建日期`. */
  dateLabel?: string
}

/**
 * The filter form of a list: title (标题), a day (创建日期) and the host department (主办部门). Typing changes nothing
 * until 查询; 清除 clears all three at once. When the applied filters change (back and forward), the form follows.
 */
export function ListFilters({ applied, departments, onApply, dateLabel = '创建日期' }: ListFiltersProps) {
  const [draft, setDraft] = useState(applied)
  const [shown, setShown] = useState(applied)
  // The applied filters changed from outside (back, forward, a link): show them.
  if (shown.bt !== applied.bt || shown.cjsj !== applied.cjsj || shown.zbbm !== applied.zbbm) {
    setShown(applied)
    setDraft(applied)
  }
  const set = (key: keyof ListFilterValues) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const anyApplied = Boolean(applied.bt || applied.cjsj || applied.zbbm || draft.bt || draft.cjsj || draft.zbbm)
  return (
    <FilterForm
      onApply={() => onApply({ bt: draft.bt.trim(), cjsj: draft.cjsj, zbbm: draft.zbbm })}
      onClear={() => {
        setDraft(EMPTY_FILTERS)
        onApply(EMPTY_FILTERS)
      }}
      canClear={anyApplied}
    >
      <TextField label="标题" name="bt" value={draft.bt} onChange={set('bt')} placeholder="完整标题" />
      <TextField label={dateLabel} name="cjsj" type="date" value={draft.cjsj} onChange={set('cjsj')} />
      <SelectField
        label="主办部门"
        name="zbbm"
        value={draft.zbbm}
        onChange={set('zbbm')}
        options={departments}
        emptyLabel="全部部门"
      />
    </FilterForm>
  )
}
