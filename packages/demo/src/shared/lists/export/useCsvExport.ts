import { useCallback, useRef, useState } from 'react'
import { loadListPage, useHttpSettings, type ListTransforms, type SearchParams, type SortInfo } from 'use-rest-page-api'
import { readMatching } from '../selection/readMatching.ts'
import { toCsv, type CsvColumn } from './toCsv.ts'

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; loaded: number; total: number }
  | { status: 'done'; count: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown }

/** Most records one export reads. */
export const EXPORT_LIMIT = 10_000
/** Records a request while exporting. */
const EXPORT_PAGE_SIZE = 50

/** Hands a file to the browser to save. */
export function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** What to export: a list query, read as the list reads it. */
export interface ExportQuery<TRow> {
  url: string
  searchParams: SearchParams
  sorts: readonly SortInfo[]
  transforms?: ListTransforms<TRow, unknown> | undefined
  columns: readonly CsvColumn<TRow>[]
  fileName: string
  /**
   * Records left out: rows the server still has that the user no longer sees (deleted, within their 撤销's 5 s), or
   * the exclusions of a selection of every match. Default: none.
   */
  skip?: ((row: TRow) => boolean) | undefined
}

/**
 * Exports as CSV: a whole list query, every page read one after another through the hook's own loader
 * (`loadListPage`) under the provider's settings, with progress and cancel; or rows already on screen (the
 * selection) at once; rows the list no longer shows (`skip`: deleted, within their 5 s to undo) are left out.
 * `save` is the download (replaceable in tests).
 */
export function useCsvExport<TRow>(save: (text: string, fileName: string) => void = download) {
  const settings = useHttpSettings()
  const [state, setState] = useState<ExportState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const start = useCallback(
    async (query: ExportQuery<TRow>) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setState({ status: 'running', loaded: 0, total: 0 })
      try {
        const rows = await readMatching<TRow>({
          load: (pageNo) =>
            loadListPage<TRow, unknown>(
              settings,
              query.url,
              { pageNo, pageSize: EXPORT_PAGE_SIZE, sorts: [...query.sorts], searchParams: query.searchParams },
              query.transforms ?? {},
              current.signal,
            ),
          skip: query.skip,
          limit: EXPORT_LIMIT,
          onProgress: (loaded, total) => setState({ status: 'running', loaded, total }),
        })
        current.signal.throwIfAborted()
        save(toCsv(rows, query.columns), query.fileName)
        setState({ status: 'done', count: rows.length })
      } catch (error) {
        setState(current.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error })
      } finally {
        if (controller.current === current) controller.current = null
      }
    },
    [settings, save],
  )
  const exportRows = useCallback(
    (rows: readonly TRow[], columns: readonly CsvColumn<TRow>[], fileName: string) => {
      save(toCsv(rows, columns), fileName)
      setState({ status: 'done', count: rows.length })
    },
    [save],
  )
  const cancel = useCallback(() => controller.current?.abort(), [])
  return { state, start, exportRows, cancel }
}
