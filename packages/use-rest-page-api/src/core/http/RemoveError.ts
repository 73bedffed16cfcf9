import { DEV } from './dev.ts'
import type { RecordId } from '../types.ts'

/** One id that could not be deleted, with the reason. */
export interface FailedRemoval {
  id: RecordId
  /** A `RestError`, or what `transformRemoveResponse` threw. */
  error: unknown
}

/**
 * The rejection of `remove` when deletes went one by one and some of them failed. The ids in `removedIds` were
 * deleted on the server (and have left `items`); the ids in `failed` were not.
 *
 * @example
 * try { await dataSource.remove(['1', '999', '3']) } catch (error) {
 *   if (error instanceof RemoveError) error.failedIds // ['999']; error.removedIds is ['1', '3']
 * }
 */
export class RemoveError extends Error {
  override readonly name = 'RemoveError'
  readonly removedIds: RecordId[]
  readonly failed: FailedRemoval[]

  constructor(removedIds: RecordId[], failed: FailedRemoval[]) {
    const ids = failed.map((f) => String(f.id)).join(', ')
    super(
      `[use-rest-page-api] could not delete ${failed.length} of ${failed.length + removedIds.length} records (ids: ${ids})${DEV ? '; the others were deleted' : ''}`,
    )
    this.removedIds = removedIds
    this.failed = failed
  }

  /** The ids that were not deleted. */
  get failedIds(): RecordId[] {
    return this.failed.map((f) => f.id)
  }
}
