/** One record a bulk delete could not delete, with the server's refusal. */
export interface DeleteFailure {
  id: string
  error: unknown
}

/** What a bulk delete did: the ids deleted, those refused (with why), and whether it was stopped before the end. */
export interface DeleteOutcome {
  deleted: string[]
  failed: DeleteFailure[]
  /** Stopped (停止) before every id was sent; the ids never sent are in neither list. */
  stopped: boolean
}

export interface DeleteInChunksOptions {
  /** Ids a request. */
  chunkSize: number
  /** Deletes these ids in one request (`DELETE <base>/<id1>,<id2>`, all or nothing); rejects when refused. */
  send: (ids: string[]) => Promise<void>
  /** After every request: how many ids are settled (deleted or refused) of how many. Default: none. */
  onProgress?: ((settled: number, total: number) => void) | undefined
  /** Aborted: no further request is sent (the one under way completes). Default: none. */
  signal?: AbortSignal | undefined
}

/**
 * Deletes many records a chunk at a time, one request after another (progress after each, a 2-core server not
 * flooded). The server deletes a request's ids all or nothing, so when a chunk is refused its ids are sent again one
 * by one: the outcome names exactly the records that were not deleted, each with its own reason, and deletes the rest.
 *
 * @example
 * const outcome = await deleteInChunks(ids, { chunkSize: 20, send: (chunk) => remove(chunk) })
 * outcome.failed // [{ id: '61dd…', error: RestError 404 }]
 */
export async function deleteInChunks(ids: readonly string[], options: DeleteInChunksOptions): Promise<DeleteOutcome> {
  const { chunkSize, send, onProgress, signal } = options
  if (!(chunkSize >= 1)) throw new RangeError(`[demo] deleteInChunks: chunkSize must be 1 or more, got ${chunkSize}`)
  const outcome: DeleteOutcome = { deleted: [], failed: [], stopped: false }
  const settle = () => onProgress?.(outcome.deleted.length + outcome.failed.length, ids.length)
  for (let start = 0; start < ids.length; start += chunkSize) {
    if (signal?.aborted) return { ...outcome, stopped: true }
    const chunk = ids.slice(start, start + chunkSize)
    try {
      await send(chunk)
      outcome.deleted.push(...chunk)
    } catch (error) {
      if (chunk.length === 1) outcome.failed.push({ id: chunk[0] as string, error })
      else
        for (const id of chunk) {
          try {
            await send([id])
            outcome.deleted.push(id)
          } catch (one) {
            outcome.failed.push({ id, error: one })
          }
        }
    }
    settle()
  }
  return outcome
}
