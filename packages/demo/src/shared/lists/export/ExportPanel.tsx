import { useEffect, useLayoutEffect, useRef } from 'react'
import { describeError } from '../../../components/describeError.ts'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { useAnnounce } from '../page/StatusLine.tsx'
import type { CsvColumn } from './toCsv.ts'
import { useCsvExport, type ExportQuery } from './useCsvExport.ts'
import './ExportPanel.css'

export interface ExportPanelProps<TRow> {
  /** The list query to export whole. */
  query: Omit<ExportQuery<TRow>, 'columns' | 'fileName'>
  columns: readonly CsvColumn<TRow>[]
  /** The file's name without `.csv`. */
  fileName: string
  /** Rows chosen on screen: 导出所选 exports them alone. Default: none. */
  selection?: readonly TRow[] | undefined
  /**
   * Every record the query matches is selected, less these exclusions: 导出所选 reads the whole query and leaves them
   * out. Default: none (the selection is `selection`).
   */
  matching?: { count: number; skip: (row: TRow) => boolean } | undefined
  /** No record to export. Default `false`. */
  disabled?: boolean | undefined
  /** What the records are called (`条`, `个`). Default `条`. */
  unit?: string | undefined
  /** Saves the file; default a browser download. */
  save?: ((text: string, fileName: string) => void) | undefined
}

/**
 * 导出 on every list: the whole query (every page read in turn with a progress bar and a cancel button), or the rows
 * selected on screen. A finished or cancelled export is said in the page's status line; a failure is an alert here.
 */
export function ExportPanel<TRow>({
  query,
  columns,
  fileName,
  selection = [],
  matching,
  disabled = false,
  unit = '条',
  save,
}: ExportPanelProps<TRow>) {
  const { state, start, exportRows, cancel } = useCsvExport<TRow>(save)
  // Leaving the page stops an export under way.
  useEffect(() => cancel, [cancel])
  const say = useAnnounce()
  useEffect(() => {
    if (state.status === 'done') say(`已导出 ${state.count} ${unit}。`)
    if (state.status === 'cancelled') say('已取消导出，没有生成文件。')
  }, [state, unit, say])
  const running = state.status === 'running'
  // 导出全部 gives way to 取消导出 and back: the one that appears takes the focus the other had.
  const exportButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const wasRunning = useRef(running)
  useLayoutEffect(() => {
    if (wasRunning.current === running) return
    wasRunning.current = running
    if (!document.activeElement || document.activeElement === document.body)
      (running ? cancelButton : exportButton).current?.focus()
  }, [running])
  return (
    <div className="export-panel">
      <div className="toolbar">
        {running ? (
          <button ref={cancelButton} type="button" className="btn" onClick={cancel}>
            取消导出
          </button>
        ) : (
          <>
            {matching ? (
              <button
                type="button"
                className="btn"
                onClick={() => void start({ ...query, columns, fileName: `${fileName}-所选.csv`, skip: matching.skip })}
              >
                导出所选（{matching.count}）
              </button>
            ) : (
              selection.length > 0 && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => exportRows(selection, columns, `${fileName}-所选.csv`)}
                >
                  导出所选（{selection.length}）
                </button>
              )
            )}
            <button
              ref={exportButton}
              type="button"
              className="btn"
              disabled={disabled}
              onClick={() => void start({ ...query, columns, fileName: `${fileName}.csv` })}
            >
              导出全部
            </button>
          </>
        )}
      </div>
      <div className="export-status">
        {running && (
          <>
            <ProgressBar label="导出进度" value={state.loaded} max={Math.max(state.total, 1)} large />
            <span className="muted">
              {state.total ? `已读取 ${state.loaded} / ${state.total} ${unit}` : '正在读取第一页…'}
            </span>
          </>
        )}
        {state.status === 'failed' && (
          <span className="notice notice-error" role="alert">
            导出失败：{describeError(state.error).title}
          </span>
        )}
      </div>
    </div>
  )
}
