import { useState } from 'react'
import { FilterForm } from '../../components/FilterForm.tsx'
import { SelectField, type SelectOption } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import type { FilterDraft } from '../../shared/lists/page/useFilterDraft.ts'
import type { ListKindInfo } from './kinds.ts'
import './FormListFilters.css'

/** The statuses a list can hold. */
const statusesOf = (info: ListKindInfo): SelectOption[] => info.statuses.map((s) => ({ value: s, label: s }))

export interface FormListFiltersProps {
  info: ListKindInfo
  filters: FilterDraft
  departments: readonly SelectOption[]
  users: readonly SelectOption[]
  /** The departments and users are known (until then a value in the address is not called unknown). */
  optionsLoaded: boolean
}

/**
 * The search of a list: words in the title, a date range, the host department, and on the lists whose records
 * differ in them, the status and the creator. Typing changes nothing until 查询; 清除 clears them all. A filter in
 * the address that no control can show (a department that does not exist, an exact title from an old link) is
 * listed under the form with a way to remove it, so the table never hides a filter. 主办部门 includes the departments
 * below the one chosen (含下级部门, on by default: a bureau's records are hosted by its 司, 处 and 科); unticked, it
 * finds what that department hosts itself.
 */
export function FormListFilters({ info, filters, departments, users, optionsLoaded }: FormListFiltersProps) {
  const { draft, applied, set } = filters
  const day = info.timeLabel.replace('时间', '日期')
  // A range that ends before it starts finds nothing: said beside its end, and nothing is sent.
  const [rangeError, setRangeError] = useState<string | undefined>()
  const apply = () => {
    const backwards = Boolean(draft.cjsjFrom && draft.cjsjTo && draft.cjsjTo < draft.cjsjFrom)
    setRangeError(backwards ? `${day}至不能早于${day}从` : undefined)
    if (backwards) document.querySelector<HTMLInputElement>('.filter-form input[name="cjsjTo"]')?.focus()
    else filters.apply()
  }
  const setRange = (key: 'cjsjFrom' | 'cjsjTo') => (value: string) => {
    setRangeError(undefined)
    set(key)(value)
  }
  // The department is held by `zbbmTree` (含下级部门) or `zbbm` (that department alone); with none chosen, the box
  // keeps the last choice.
  const [below, setBelow] = useState(true)
  const department = draft.zbbmTree || draft.zbbm || ''
  const includeBelow = draft.zbbm ? false : draft.zbbmTree ? true : below
  const setDepartment = (value: string, tree = includeBelow) => {
    set('zbbmTree')(tree ? value : '')
    set('zbbm')(tree ? '' : value)
  }
  const known = (options: readonly SelectOption[], value: string | undefined) =>
    !value || !optionsLoaded || options.some((o) => o.value === value)
  const unknown: [string, string, string][] = [
    ...(known(departments, applied.zbbmTree)
      ? []
      : [['zbbmTree', '主办部门（含下级）', `${applied.zbbmTree}（没有这个部门）`] as [string, string, string]]),
    ...(known(departments, applied.zbbm)
      ? []
      : [['zbbm', '主办部门', `${applied.zbbm}（没有这个部门）`] as [string, string, string]]),
    ...(info.filterCreator && !known(users, applied.cjr)
      ? [['cjr', info.creatorLabel, `${applied.cjr}（没有这个人）`] as [string, string, string]]
      : []),
    ...(info.statuses.length > 0 && !known(statusesOf(info), applied.status)
      ? [['status', '状态', `${applied.status}（没有这个状态）`] as [string, string, string]]
      : []),
    ...(applied.bt ? [['bt', '标题（完全一致）', applied.bt] as [string, string, string]] : []),
    ...(applied.cjsj ? [['cjsj', `${day}（当天）`, applied.cjsj] as [string, string, string]] : []),
  ]
  return (
    <>
      <FilterForm
        onApply={apply}
        onClear={() => {
          setRangeError(undefined)
          setBelow(true)
          filters.clear()
        }}
        canClear={filters.any}
        label={`筛选${info.label}`}
      >
        <TextField
          label="标题"
          name="btContains"
          value={draft.btContains ?? ''}
          onChange={set('btContains')}
          placeholder="标题中的字词"
          maxLength={100}
        />
        <TextField
          label={`${day}从`}
          name="cjsjFrom"
          type="date"
          value={draft.cjsjFrom ?? ''}
          onChange={setRange('cjsjFrom')}
        />
        <TextField
          label={`${day}至`}
          name="cjsjTo"
          type="date"
          value={draft.cjsjTo ?? ''}
          onChange={setRange('cjsjTo')}
          error={rangeError}
        />
        <SelectField
          label="主办部门"
          name="zbbm"
          value={department}
          onChange={(value) => setDepartment(value)}
          options={departments}
          emptyLabel="全部部门"
          aside={
            <label className="field-aside-check">
              <input
                type="checkbox"
                name="zbbmTree"
                checked={includeBelow}
                onChange={(event) => {
                  setBelow(event.target.checked)
                  setDepartment(department, event.target.checked)
                }}
              />
              含下级部门
            </label>
          }
        />
        {info.statuses.length > 0 && (
          <SelectField
            label="状态"
            name="status"
            value={draft.status ?? ''}
            onChange={set('status')}
            options={statusesOf(info)}
            emptyLabel="全部状态"
          />
        )}
        {info.filterCreator && (
          <SelectField
            label={info.creatorLabel}
            name="cjr"
            value={draft.cjr ?? ''}
            onChange={set('cjr')}
            options={users}
            emptyLabel="全部人员"
          />
        )}
      </FilterForm>
      {unknown.length > 0 && (
        <div className="notice notice-warning filter-unknown" role="note" aria-label="地址中的其他筛选条件">
          <span>地址中还有这些筛选条件：</span>
          <ul>
            {unknown.map(([key, label, value]) => (
              <li key={key}>
                {label}：{value}{' '}
                <button type="button" className="btn btn-link" onClick={() => filters.clearOne(key)}>
                  移除“{label}”条件
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
