import { RemoveError, type FailedRemoval } from './RemoveError.ts'
import { RestError } from './RestError.ts'
import {
  idOf,
  prependItem,
  removeExact,
  removeItemsByIds,
  replaceItem,
  restoreItems,
  sameId,
  swapExact,
} from './listEdits.ts'
import { recordUrl, recordsUrl } from './recordUrl.ts'
import { sendRequest, type HttpSettings } from './sendRequest.ts'
import type { ListPage, RecordId } from './types.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- responses are the server's JSON; the transforms type them */
/** The record transforms of spec D. Every one may be async. */
export interface RecordTransforms<TItem> {
  /** Read-one response to the record. Default: the response is the record. */
  transformFetchOneResponse?: (response: any) => TItem | Promise<TItem>
  /**
   * Record to the create body; `headers` are the request's headers, which it may change. Default: the record, as
   * JSON. A string, `FormData`, `Blob` or `URLSearchParams` returned is sent as it is.
   */
  transformSaveRequest?: (data: Partial<TItem>, headers: Headers) => unknown
  /** Create response to the record. Default: the response is the record. */
  transformSaveResponse?: (response: any) => TItem | Promise<TItem>
  /** Same usage as `transformSaveRequest`, for updates. Default: the record, as JSON. */
  transformUpdateRequest?: (data: TItem, headers: Headers) => unknown
  /** Same usage as `transformSaveResponse`, for updates. Default: the response, or the record sent when empty. */
  transformUpdateResponse?: (response: any) => TItem | Promise<TItem>
  /** Looks at a delete response; throws to signal failure. Default: any 2xx is success. */
  transformRemoveResponse?: (response: any, ids: RecordId[]) => void | Promise<void>
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface RecordActionContext<TItem, TRaw> extends RecordTransforms<TItem> {
  http: HttpSettings
  baseUrl: string
  keyName: keyof TItem & string
  useMultiDeleteApi: boolean
  optimistic: boolean
  /** The page on screen. */
  current: () => ListPage<TItem, TRaw> | undefined
  /** Applies an edit to the page on screen. */
  edit: (fn: (page: ListPage<TItem, TRaw>) => ListPage<TItem, TRaw>) => void
  /** Reloads the current list in the background. */
  revalidate: () => void
}

export interface RecordActions<TItem> {
  get: (id: RecordId, update?: boolean) => Promise<TItem>
  save: (data: Partial<TItem>, update?: boolean) => Promise<TItem>
  update: (data: TItem, update?: boolean) => Promise<TItem>
  remove: (idOrIds: RecordId | readonly RecordId[], update?: boolean) => Promise<void>
}

function requireRecord<TItem>(body: unknown, method: string, url: string, status: number): TItem {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(`${method} ${url} answered ${status} without a record (got ${body === undefined ? 'an empty body' : typeof body})`, {
      kind: 'malformed',
      method,
      url,
      status,
      body,
    })
  }
  return body as TItem
}

async function body(transform: ((data: never, headers: Headers) => unknown) | undefined, data: unknown) {
  const headers = new Headers()
  const sent = transform ? await transform(data as never, headers) : data
  return { body: sent, headers }
}

/**
 * The API operations of spec D (`get`, `save`, `update`, `remove`) over a context that says where requests go and
 * how the page on screen changes. Free of React: the hook passes `current`, `edit` and `revalidate`.
 */
export function createRecordActions<TItem, TRaw>(context: () => RecordActionContext<TItem, TRaw>): RecordActions<TItem> {
  return {
    async get(id, update = true) {
      const ctx = context()
      const url = recordUrl(ctx.baseUrl, id)
      const res = await sendRequest(ctx.http, { method: 'GET', url })
      const record = ctx.transformFetchOneResponse
        ? await ctx.transformFetchOneResponse(res.body)
        : requireRecord<TItem>(res.body, 'GET', url, res.status)
      if (update) ctx.edit((page) => replaceItem(page, ctx.keyName, record))
      return record
    },

    async save(data, update = true) {
      const ctx = context()
      const url = ctx.baseUrl
      const placeholder = { ...data } as TItem
      const optimistic = update && ctx.optimistic
      if (optimistic) ctx.edit((page) => prependItem(page, placeholder))
      try {
        const req = await body(ctx.transformSaveRequest, data)
        const res = await sendRequest(ctx.http, { method: 'POST', url, body: req.body, headers: req.headers })
        const record = ctx.transformSaveResponse
          ? await ctx.transformSaveResponse(res.body)
          : requireRecord<TItem>(res.body, 'POST', url, res.status)
        if (optimistic) ctx.edit((page) => swapExact(page, placeholder, record))
        else if (update) ctx.edit((page) => prependItem(page, record))
        if (update) ctx.revalidate()
        return record
      } catch (error) {
        if (optimistic) ctx.edit((page) => removeExact(page, placeholder))
        throw error
      }
    },

    async update(data, update = true) {
      const ctx = context()
      // The id comes from the record passed in, never from the transformed body (spec D leaves it open).
      const id = idOf(data, ctx.keyName)
      if (id === undefined || id === null || id === '') {
        throw new TypeError(`[use-rest-page-api] update() needs a record with its "${ctx.keyName}"; got ${JSON.stringify(id) ?? 'undefined'}`)
      }
      const url = recordUrl(ctx.baseUrl, id)
      const original = ctx.current()?.items.find((item) => sameId(idOf(item, ctx.keyName), id))
      const optimistic = update && ctx.optimistic && original !== undefined
      if (optimistic) ctx.edit((page) => replaceItem(page, ctx.keyName, data))
      try {
        const req = await body(ctx.transformUpdateRequest, data)
        const res = await sendRequest(ctx.http, { method: 'PUT', url, body: req.body, headers: req.headers })
        const record = ctx.transformUpdateResponse
          ? await ctx.transformUpdateResponse(res.body)
          : res.body === undefined
            ? data
            : requireRecord<TItem>(res.body, 'PUT', url, res.status)
        if (optimistic) ctx.edit((page) => swapExact(page, data, record))
        else if (update) ctx.edit((page) => replaceItem(page, ctx.keyName, record))
        return record
      } catch (error) {
        if (optimistic) ctx.edit((page) => swapExact(page, data, original as TItem))
        throw error
      }
    },

    async remove(idOrIds, update = true) {
      const ctx = context()
      const ids: RecordId[] = Array.isArray(idOrIds) ? [...(idOrIds as readonly RecordId[])] : [idOrIds as RecordId]
      if (ids.length === 0) return
      const removed = optimisticRemoval(ctx, ids, update)

      const deleteOnce = async (group: RecordId[]) => {
        const url = group.length === 1 ? recordUrl(ctx.baseUrl, group[0] as RecordId) : recordsUrl(ctx.baseUrl, group)
        const res = await sendRequest(ctx.http, { method: 'DELETE', url })
        await ctx.transformRemoveResponse?.(res.body, group)
      }
      // A comma inside an id would be read as a separator by the delete-many form, so such ids go one by one.
      const together = ctx.useMultiDeleteApi && !ids.some((id) => String(id).includes(','))
      if (together || ids.length === 1) {
        try {
          await deleteOnce(ids)
        } catch (error) {
          if (removed) ctx.edit((page) => restoreItems(page, removed))
          throw error
        }
        if (update && !removed) ctx.edit((page) => removeItemsByIds(page, ctx.keyName, ids))
        // Records from the next page move up into the gap: the server's page is the truth.
        if (update) ctx.revalidate()
        return
      }

      const results = await Promise.allSettled(ids.map((id) => deleteOnce([id])))
      const failed: FailedRemoval[] = []
      const removedIds: RecordId[] = []
      results.forEach((result, i) => {
        const id = ids[i] as RecordId
        if (result.status === 'fulfilled') removedIds.push(id)
        else failed.push({ id, error: result.reason })
      })
      if (removed) {
        const back = removed.filter((r) => failed.some((f) => sameId(f.id, idOf(r.item, ctx.keyName))))
        if (back.length > 0) ctx.edit((page) => restoreItems(page, back))
      } else if (update && removedIds.length > 0) {
        ctx.edit((page) => removeItemsByIds(page, ctx.keyName, removedIds))
      }
      if (update && removedIds.length > 0) ctx.revalidate()
      if (failed.length > 0) throw new RemoveError(removedIds, failed)
    },
  }
}

/** With optimistic updates on, takes the records off the page at once and remembers where they were. */
function optimisticRemoval<TItem, TRaw>(ctx: RecordActionContext<TItem, TRaw>, ids: RecordId[], update: boolean) {
  if (!update || !ctx.optimistic) return undefined
  const page = ctx.current()
  if (!page) return undefined
  const wanted = new Set(ids.map(String))
  const removed = page.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => wanted.has(String(idOf(item, ctx.keyName))))
  ctx.edit((p) => removeItemsByIds(p, ctx.keyName, ids))
  return removed
}
