import { useEffect } from 'react'
import type { SearchParams, SortInfo } from 'use-rest-page-api'
import { describeError } from '../components/describeError.ts'
import { ProgressBar } from '../components/ProgressBar.tsx'
import { fieldLabel, type FormRecordRow } from './formRecord.ts'
import type { CsvColumn } from './toCsv.ts'
import { useCsvExport } from './useCsvExport.ts'

export interface ExportPanelProps {
  /** The list url of the query. */
  url: string
  searchParams: SearchParams
  sorts: readonly SortInfo[]
  /** The form's own fields to export besides the standard columns. */
  fieldKeys: readonly string[]
  fileName: string
  disabled?: boolean
  /** Saves the file; default a browser download. */
  save?: (text: string, fileName: string) => void
}

/** The columns of the query list's CSV. */
export function exportColumns(fieldKeys: readonly string[]): CsvColumn<FormRecordRow>[] {
  return [
    { header: '标题', value: (r) => r.bt },
    ...fieldKeys.map((key) => ({ header: fieldLabel(key), value: (r: FormRecordRow) => r.fields?.[key] })),
    { header: '状态', value: (r) => r.status },
    { header: '创建人', value: (r) => r.cjrName },
    { header: '创建人部门', value: (r) => r.cjrDeptName },
    { header: '主办部门', value: (r) => r.zbbmName },
    { header: '创建时间', value: (r) => r.cjsj },
  ]
}

/** 导出 CSV: the current query, every page read in turn with a progress bar and a cancel button. */
export function ExportPanel({ url, searchParams, sorts, fieldKeys, fileName, disabled, save }: ExportPanelProps) {
  const { state, start, cancel, dismiss } = useCsvExport<FormRecordRow>(save)
  // Leaving the page stops an export under way.
  useEffect(() => cancel, [cancel])
  const running = state.status === 'running'
  return (
    <div className="export-panel">
      <div className="toolbar">
        {running ? (
          <button type="button" className="btn" onClick={cancel}>
            取消导出
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={disabled}
            onClick={() => void start({ url, searchParams, sorts, columns: exportColumns(fieldKeys), fileName })}
          >
            导出 CSV
          </button>
        )}
      </div>
      <div className="export-status" aria-live="polite">
        {running && (
          <>
            <ProgressBar label="导出进度" value={state.loaded} max={Math.max(state.total, 1)} large />
            <span className="muted">
              {state.total ? `已读取 ${state.loaded} / ${state.total} 条` : '正在读取第一页…'}
            </span>
          </>
        )}
        {state.status === 'done' && (
          <span className="notice notice-success">
            已导出 {state.count} 条{' '}
            <button type="button" className="btn btn-link" onClick={dismiss}>
              知道了
            </button>
          </span>
        )}
        {state.status === 'cancelled' && <span className="muted">已取消导出，没有生成文件。</span>}
        {state.status === 'failed' && (
          <span className="notice notice-error" role="alert">
            导出失败：{describeError(state.error).title}
          </span>
        )}
      </div>
    </div>
  )
}
