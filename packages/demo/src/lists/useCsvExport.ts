import { useCallback, useRef, useState } from 'react'
import type { SearchParams, SortInfo } from 'use-rest-page-api'
import { useApi } from '../app/api/useApi.ts'
import { fetchAllPages } from './fetchAllPages.ts'
import { toCsv, type CsvColumn } from './toCsv.ts'

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; loaded: number; total: number }
  | { status: 'done'; count: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown }

/** Hands a file to the browser to save. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Exports a list query as CSV: every page fetched one after another with progress, cancellable, then saved.
 * `save` is the download (replaceable in tests).
 */
export function useCsvExport<TRow>(save: (text: string, fileName: string) => void = download) {
  const { fetch } = useApi()
  const [state, setState] = useState<ExportState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const start = useCallback(
    async (options: {
      url: string
      searchParams: SearchParams
      sorts: readonly SortInfo[]
      columns: readonly CsvColumn<TRow>[]
      fileName: string
    }) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setState({ status: 'running', loaded: 0, total: 0 })
      try {
        const rows = await fetchAllPages<TRow>({
          fetch,
          url: options.url,
          searchParams: options.searchParams,
          sorts: options.sorts,
          signal: current.signal,
          onProgress: (loaded, total) => setState({ status: 'running', loaded, total }),
        })
        current.signal.throwIfAborted()
        save(toCsv(rows, options.columns), options.fileName)
        setState({ status: 'done', count: rows.length })
      } catch (error) {
        setState(current.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error })
      } finally {
        if (controller.current === current) controller.current = null
      }
    },
    [fetch, save],
  )
  const cancel = useCallback(() => controller.current?.abort(), [])
  const dismiss = useCallback(() => setState({ status: 'idle' }), [])
  return { state, start, cancel, dismiss }
}
