import { useCallback, useEffect, useRef, useState } from 'react'
import {
  loadListPage,
  useHttpSettings,
  useRestPageApiStore,
  type ListTransforms,
  type SearchParams,
  type SortInfo,
} from 'use-rest-page-api'
import { useApi } from '../../api/useApi.ts'
import { deleteInChunks, type DeleteFailure } from './deleteInChunks.ts'
import { readMatching } from './readMatching.ts'

/** Ids a delete request: `DELETE <base>/<20 ids>` stays near 500 characters, far under Spring's 8 KB head. */
export const DELETE_CHUNK_SIZE = 20
/** Records a request while reading what matches. */
const READ_PAGE_SIZE = 50
/** Most records one bulk delete reaches (as an export). */
export const BULK_DELETE_LIMIT = 10_000

/** A record a bulk delete could not delete: the row (for its name) and the refusal. */
export interface BulkDeleteFailure<TRow> extends Omit<DeleteFailure, 'id'> {
  row: TRow
}

export type BulkDeleteState<TRow> =
  | { status: 'idle' }
  | { status: 'reading'; loaded: number; total: number }
  | { status: 'deleting'; settled: number; total: number }
  | { status: 'finished'; deleted: number; failed: BulkDeleteFailure<TRow>[]; stopped: boolean; notSent: number }
  | { status: 'failed'; error: unknown }

/** The query whose matches are deleted, read as the list reads it, and where its records are deleted. */
export interface BulkDeleteQuery<TRow> {
  url: string
  searchParams: SearchParams
  sorts: readonly SortInfo[]
  transforms?: ListTransforms<TRow, unknown> | undefined
  /** Records left out (the selection's exclusions). */
  skip: (row: TRow) => boolean
  /** Where a record is deleted: `DELETE <base>/<id1>,<id2>`. */
  base: string
  /** The collections whose lists reload afterwards (`invalidate`). */
  collections: readonly string[]
}

/**
 * Deletes every record a list query matches but the excluded ones (选择全部匹配记录 → 删除所选): reads them all
 * first (so the pages cannot shift under the deletes), then deletes them `DELETE_CHUNK_SIZE` a request, one request
 * after another, with progress; 停止 sends no further request. Then every list of the collections reloads, and
 * the state names each record that was not deleted with why (a refused chunk is sent again one id at a time).
 *
 * @example
 * const bulk = useBulkDelete<FormRecordRow>()
 * await bulk.start({ url, searchParams, sorts, skip: (r) => excluded.has(r.id), base: drafts, collections })
 */
export function useBulkDelete<TRow extends { id: string }>() {
  const settings = useHttpSettings()
  const api = useApi()
  const lists = useRestPageApiStore()
  const [state, setState] = useState<BulkDeleteState<TRow>>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  // Leaving the page stops a delete under way after its current request.
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (query: BulkDeleteQuery<TRow>) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setState({ status: 'reading', loaded: 0, total: 0 })
      let rows: TRow[]
      try {
        rows = await readMatching<TRow>({
          load: (pageNo) =>
            loadListPage<TRow, unknown>(
              settings,
              query.url,
              { pageNo, pageSize: READ_PAGE_SIZE, sorts: [...query.sorts], searchParams: query.searchParams },
              query.transforms ?? {},
              current.signal,
            ),
          skip: query.skip,
          limit: BULK_DELETE_LIMIT,
          onProgress: (loaded, total) => setState({ status: 'reading', loaded, total }),
        })
      } catch (error) {
        // Stopped while reading, or the read failed: nothing was deleted.
        setState(
          current.signal.aborted
            ? { status: 'finished', deleted: 0, failed: [], stopped: true, notSent: 0 }
            : { status: 'failed', error },
        )
        return
      }
      const byId = new Map(rows.map((row) => [row.id, row]))
      setState({ status: 'deleting', settled: 0, total: rows.length })
      const outcome = await deleteInChunks([...byId.keys()], {
        chunkSize: DELETE_CHUNK_SIZE,
        send: (ids) =>
          api.send<void>('DELETE', `${query.base}/${ids.map(encodeURIComponent).join(',')}`).then(() => undefined),
        onProgress: (settled, total) => setState({ status: 'deleting', settled, total }),
        signal: current.signal,
      })
      // By hand: the deletes are the app's own requests, not a list's, so the store cannot know the lists are old.
      for (const collection of query.collections) lists.invalidate(collection)
      if (controller.current === current) controller.current = null
      setState({
        status: 'finished',
        deleted: outcome.deleted.length,
        failed: outcome.failed.map(({ id, error }) => ({ row: byId.get(id) as TRow, error })),
        stopped: outcome.stopped,
        notSent: rows.length - outcome.deleted.length - outcome.failed.length,
      })
    },
    [settings, api, lists],
  )
  return {
    state,
    start,
    /** 停止: no further request (the one under way completes). */
    stop: useCallback(() => controller.current?.abort(), []),
    /** Puts the summary away. */
    dismiss: useCallback(() => setState({ status: 'idle' }), []),
  }
}
export type BulkDelete<TRow extends { id: string }> = ReturnType<typeof useBulkDelete<TRow>>
