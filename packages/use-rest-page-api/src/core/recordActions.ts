import { RemoveError, type FailedRemoval } from './RemoveError.ts'
import { PREFIX, RestError } from './RestError.ts'
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
import { recordUrl } from './recordUrl.ts'
import { sendRequest, type HttpResponse, type HttpSettings, type RequestSpec } from './sendRequest.ts'
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

type Edit<TItem, TRaw> = (page: ListPage<TItem, TRaw>) => ListPage<TItem, TRaw>

export interface RecordActionContext<TItem, TRaw> extends RecordTransforms<TItem> {
  http: HttpSettings
  baseUrl: string
  keyName: keyof TItem & string
  useMultiDeleteApi: boolean
  optimistic: boolean
  /** The page on screen. */
  current: () => ListPage<TItem, TRaw>
  /** Applies an edit to the page on screen. */
  edit: (fn: Edit<TItem, TRaw>) => void
  /** Reloads the current list in the background. */
  revalidate: () => void
}

export interface RecordActions<TItem> {
  get: (id: RecordId, update?: boolean) => Promise<TItem>
  save: (data: Partial<TItem>, update?: boolean) => Promise<TItem>
  update: (data: TItem, update?: boolean) => Promise<TItem>
  remove: (idOrIds: RecordId | readonly RecordId[], update?: boolean) => Promise<void>
}

/**
 * The API operations of spec D (`get`, `save`, `update`, `remove`) over a context that says where requests go and
 * how the page on screen changes. Free of React: the hook passes `current`, `edit` and `revalidate`.
 */
export function createRecordActions<TItem, TRaw>(
  context: () => RecordActionContext<TItem, TRaw>,
): RecordActions<TItem> {
  /** Sends a record request, the body through its transform, and reads the record from the answer. */
  const send = async (
    spec: RequestSpec,
    toBody: ((data: never, headers: Headers) => unknown) | undefined,
    toRecord: ((response: unknown) => TItem | Promise<TItem>) | undefined,
    fallback?: TItem,
  ): Promise<TItem> => {
    const headers = new Headers()
    const body = spec.body !== undefined && toBody ? await toBody(spec.body as never, headers) : spec.body
    const res: HttpResponse = await sendRequest(context().http, { ...spec, body, headers })
    if (toRecord) return toRecord(res.body)
    if (res.body === undefined && fallback) return fallback
    if (typeof res.body == 'object' && res.body && !Array.isArray(res.body)) return res.body as TItem
    throw new RestError(`${spec.method} ${spec.url} answered ${res.status} without a record`, {
      ...spec,
      kind: 'malformed',
      status: res.status,
      body: res.body,
    })
  }

  /** Runs a request: the optimistic edit first (when on), the edit of its result after, the rollback on failure. */
  const run = async <R>(
    update: boolean,
    request: () => Promise<R>,
    after: (result: R) => Edit<TItem, TRaw>,
    early?: Edit<TItem, TRaw>,
    undo?: Edit<TItem, TRaw>,
  ) => {
    const ctx = context()
    const optimistic = update && ctx.optimistic && early && undo
    if (optimistic) ctx.edit(early)
    try {
      const result = await request()
      if (update) ctx.edit(after(result))
      return result
    } catch (error) {
      if (optimistic) ctx.edit(undo)
      throw error
    }
  }

  return {
    get(id, update = true) {
      const ctx = context()
      return run(
        update,
        () => send({ method: 'GET', url: recordUrl(ctx.baseUrl, id) }, undefined, ctx.transformFetchOneResponse),
        (record) => (page) => replaceItem(page, ctx.keyName, record),
      )
    },

    async save(data, update = true) {
      const ctx = context()
      const placeholder = { ...data } as TItem
      const optimistic = ctx.optimistic
      const record = await run(
        update,
        () =>
          send({ method: 'POST', url: ctx.baseUrl, body: data }, ctx.transformSaveRequest, ctx.transformSaveResponse),
        (saved) => (page) => (optimistic ? swapExact(page, placeholder, saved) : prependItem(page, saved)),
        (page) => prependItem(page, placeholder),
        (page) => removeExact(page, placeholder),
      )
      if (update) ctx.revalidate()
      return record
    },

    update(data, update = true) {
      const ctx = context()
      // The id comes from the record passed in, never from the transformed body (spec D leaves it open).
      const id = idOf(data, ctx.keyName)
      if (id == null || id === '') {
        return Promise.reject(
          new TypeError(
            `${PREFIX}update() needs a record with its "${ctx.keyName}", got ${JSON.stringify(id) ?? 'none'}`,
          ),
        )
      }
      const original = ctx.current().items.find((item) => sameId(idOf(item, ctx.keyName), id))
      return run(
        update,
        () =>
          send(
            { method: 'PUT', url: recordUrl(ctx.baseUrl, id), body: data },
            ctx.transformUpdateRequest,
            ctx.transformUpdateResponse,
            data,
          ),
        (record) => (page) => replaceItem(page, ctx.keyName, record),
        (page) => replaceItem(page, ctx.keyName, data),
        original && ((page) => replaceItem(page, ctx.keyName, original)),
      )
    },

    async remove(idOrIds, update = true) {
      const ctx = context()
      const ids = ([] as RecordId[]).concat(idOrIds)
      if (ids.length === 0) return
      const removed = ctx
        .current()
        .items.flatMap((item, index) =>
          ids.some((id) => sameId(idOf(item, ctx.keyName), id)) ? [{ item, index }] : [],
        )
      const optimistic = update && ctx.optimistic
      if (optimistic) ctx.edit((page) => removeItemsByIds(page, ctx.keyName, ids))
      // A comma inside an id would read as a separator in the delete-many form, so such ids go one by one.
      const groups =
        ctx.useMultiDeleteApi && !ids.some((id) => String(id).includes(',')) ? [ids] : ids.map((id) => [id])
      const results = await Promise.allSettled(
        groups.map(async (group) => {
          const res = await sendRequest(ctx.http, { method: 'DELETE', url: recordUrl(ctx.baseUrl, group) })
          await ctx.transformRemoveResponse?.(res.body, group)
        }),
      )
      const failed: FailedRemoval[] = []
      const done: RecordId[] = []
      results.forEach((result, i) => {
        for (const id of groups[i] as RecordId[]) {
          if (result.status == 'fulfilled') done.push(id)
          else failed.push({ id, error: result.reason })
        }
      })
      if (update) {
        const back = removed.filter((r) => failed.some((f) => sameId(f.id, idOf(r.item, ctx.keyName))))
        if (optimistic && back.length) ctx.edit((page) => restoreItems(page, back))
        if (!optimistic && done.length) ctx.edit((page) => removeItemsByIds(page, ctx.keyName, done))
        // Records from the next page move up into the gap: the server's page is the truth.
        if (done.length) ctx.revalidate()
      }
      if (failed.length) throw groups.length == 1 ? (failed[0] as FailedRemoval).error : new RemoveError(done, failed)
    },
  }
}
