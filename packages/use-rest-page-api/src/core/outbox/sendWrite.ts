import { PREFIX } from '../http/RestError.ts'
import { sendRequest, type HttpSettings } from '../http/sendRequest.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import type { RecordId } from '../types.ts'
import { isDroppedWrite, outboxOf } from './Outbox.ts'
import { applyOverlay, type Overlay } from './overlay.ts'

/**
 * One of the app's own writes (`useRestSend`): a workflow action such as an approval, which no list's `save`, `update`
 * or `remove` covers.
 *
 * @example
 * const request: RestSendRequest = {
 *   method: 'POST',
 *   url: `/api/forms/leave/todo/${id}/approve`,
 *   body: { comment: 'ok' },
 *   collection: '/api/forms/leave/todo',
 *   record: id,
 *   removes: { collection: '/api/forms/leave/todo', ids: [id] },
 * }
 */
export interface RestSendRequest {
  /** The HTTP method. */
  method: 'POST' | 'PUT' | 'DELETE'
  /** Where it goes, as `sendRequest` takes it. */
  url: string
  /** Plain JSON is sent as JSON (and kept with the outbox when persisted); a string, `FormData`... as it is. Default: none. */
  body?: unknown
  /** The collections whose lists reload once the write is answered (or failed): as `store.invalidate` takes them. */
  collection: string | readonly string[]
  /** The record written: writes of one record go in the order they were made. Default: none (ordered with nothing). */
  record?: RecordId
  /**
   * The optimistic step, as plain JSON so it survives a reload: these records leave the pages of `collection`'s lists
   * at once, and stay out until the write is answered (then the lists reload). Default: none.
   */
  removes?: { collection: string; ids: readonly RecordId[]; keyName?: string }
}

const METHODS = ['POST', 'PUT', 'DELETE']

/**
 * Sends an app's own write (`RestSendRequest`) through the store: in the outbox when it has one (waiting there while
 * offline), with its `removes` shown at once, recorded in the store's writes, and the lists of `collection` reloaded
 * once it is answered. Resolves with the answer's body; rejects as `sendRequest` does.
 *
 * @example
 * await sendWrite(core, settings, { method: 'POST', url: '/api/todos/7/approve', collection: '/api/todos' })
 */
export async function sendWrite(
  core: StoreCore<unknown>,
  http: HttpSettings,
  request: RestSendRequest,
): Promise<unknown> {
  const { method, url, body, record, removes } = request ?? ({} as RestSendRequest)
  const collections = ([] as string[]).concat(request?.collection ?? [])
  if (
    !METHODS.includes(method) ||
    typeof url != 'string' ||
    !collections.length ||
    collections.some((c) => typeof c != 'string')
  )
    throw new TypeError(
      `${PREFIX}useRestSend() needs { method: 'POST' | 'PUT' | 'DELETE', url, collection }, got ${JSON.stringify({ method, url, collection: request?.collection })}`,
    )
  const overlay: Overlay | undefined = removes && {
    collection: removes.collection,
    keyName: removes.keyName,
    remove: [...removes.ids],
  }
  const collection = collections[0] as string
  const end = core.writeLog.start({
    method,
    collection,
    ids: record !== undefined ? [record] : (removes?.ids ?? []),
    data: body,
  })
  const outbox = outboxOf(core)
  const release = !outbox && overlay ? applyOverlay(core, overlay) : undefined
  let dropped = false
  try {
    const spec = { method, url, body }
    const res = outbox
      ? await outbox.send(http, spec, { collection, record, data: body, overlay, apply: true, invalidate: collections })
      : await sendRequest(http, spec)
    end()
    return res.body
  } catch (error) {
    dropped = isDroppedWrite(error)
    end(error)
    throw error
  } finally {
    release?.()
    // After the answer (or a failure: the server may have done part of it), unless sign-out dropped it unsent.
    if (!dropped) for (const c of collections) core.invalidate(c)
  }
}
