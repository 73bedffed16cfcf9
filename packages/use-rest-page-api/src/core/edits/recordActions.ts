import { RemoveError, type FailedRemoval } from '../http/RemoveError.ts'
import { PREFIX, RestError } from '../http/RestError.ts'
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
import { knownKeys } from '../http/knownKeys.ts'
import { checkIds, groupIds, recordUrl } from '../http/recordUrl.ts'
import { sendRequest, type HttpResponse, type HttpSettings, type RequestSpec } from '../http/sendRequest.ts'
import type { ListPage, RecordId } from '../types.ts'
import { rememberVersion, serverEdit, writeVersioned, type OnConflict } from './conflicts.ts'
import { isDroppedWrite, type Outbox } from '../outbox/Outbox.ts'
import type { Overlay } from '../outbox/overlay.ts'

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

/** A pure edit of a list page (`listEdits.ts`). */
export type Edit<TItem, TRaw> = (page: ListPage<TItem, TRaw>) => ListPage<TItem, TRaw>

export interface RecordActionContext<TItem, TRaw> extends RecordTransforms<TItem> {
  http: HttpSettings & { maxUrlLength?: number | undefined }
  baseUrl: string
  keyName: keyof TItem & string
  useMultiDeleteApi: boolean
  optimistic: boolean
  /** The key edits of what is on screen go to, and its page (none before anything loaded). */
  shown: () => { key: string; page: ListPage<TItem, TRaw> | undefined }
  /**
   * Applies an edit to the page of one query: the one an operation started on, wherever the user is now. With
   * `keep`, it is applied again to every answer that comes back until the returned function releases it (an
   * optimistic edit while its write is on its way).
   */
  edit: (key: string, fn: Edit<TItem, TRaw>, keep?: 'write') => () => void
  /** Rolls an optimistic edit of one query back: applies `fn` there, and undoes the page move the edit caused. */
  undo: (key: string, fn: Edit<TItem, TRaw>) => void
  /** Marks every cached view of the collection stale: those on screen reload in the background, others when shown. */
  invalidate: () => void
  /** The store whose versions and conflicts the writes share (`conflicts.ts`); none: each list its own. */
  store?: object
  versionField?: (keyof TItem & string) | undefined
  onConflict?: OnConflict | undefined
  /** The store's outbox: writes go through it (and wait there without network). None: straight to `sendRequest`. */
  outbox?: Pick<Outbox, 'send'> | undefined
}

/** What the outbox is told of a write: its records, variables, and optimistic step as JSON. */
type WriteInfo = {
  record?: RecordId | undefined
  records?: RecordId[]
  data: unknown
  overlay: Omit<Overlay, 'collection'>
}

/**
 * The object form of a record operation's last argument (`get`, `save`, `update`, `remove`), beside spec D's boolean
 * `update`: `{ updateItems: false }` is `false`. A key it does not name is refused (the promise rejects with a
 * `TypeError` naming it).
 *
 * @example
 * await dataSource.save(product, { updateItems: false }) // POST only: the rows on screen stay, no list reloads
 */
export interface RecordOperationOptions {
  /**
   * Show the result in the list: the record read or written put in place (at once with `optimistic`), the removed ones
   * taken out, and after a write every list of the collection reloaded. `false` only sends the request. Default: `true`.
   */
  updateItems?: boolean
}

/** The record operations of spec D; the last argument is spec D's boolean `update` or `{ updateItems }`. */
export interface RecordActions<TItem> {
  /** Reads one record (`GET <base>/<id>`). */
  get: (id: RecordId, update?: boolean | RecordOperationOptions) => Promise<TItem>
  /** Creates a record (`POST <base>`). */
  save: (data: Partial<TItem>, update?: boolean | RecordOperationOptions) => Promise<TItem>
  /** Replaces a record (`PUT <base>/<id>`, the id from `keyName`). */
  update: (data: TItem, update?: boolean | RecordOperationOptions) => Promise<TItem>
  /** Deletes records (`DELETE <base>/<id>`, or `<base>/<id1>,<id2>` for several). */
  remove: (idOrIds: RecordId | readonly RecordId[], update?: boolean | RecordOperationOptions) => Promise<void>
}

/** Spec D's `update` argument from either form: the boolean as it is, `{ updateItems }` with its keys checked. */
const updateOf = (update: boolean | RecordOperationOptions, where: string): boolean =>
  typeof update == 'object' && update ? (knownKeys(update, ['updateItems'], where).updateItems ?? true) : update

/**
 * The API operations of spec D (`get`, `save`, `update`, `remove`) over a context that says where requests go and
 * how the page on screen changes. Free of React: the list controller passes `shown`, `edit`, `undo` and `invalidate`.
 */
export function createRecordActions<TItem, TRaw>(
  context: () => RecordActionContext<TItem, TRaw>,
): RecordActions<TItem> {
  /** Sends a write through the store's outbox when it has one (waiting there without network), else at once. */
  const transport = (spec: RequestSpec, write?: WriteInfo): Promise<HttpResponse> => {
    const { outbox, http, baseUrl, keyName, optimistic } = context()
    if (!outbox || !write) return sendRequest(http, spec)
    const overlay = optimistic ? { collection: baseUrl, keyName, ...write.overlay } : undefined
    return outbox.send(http, spec, { collection: baseUrl, ...write, overlay })
  }
  /** Sends a record request, the body through its transform, and reads the record from the answer. */
  const send = async (
    spec: RequestSpec,
    toBody: ((data: never, headers: Headers) => unknown) | undefined,
    toRecord: ((response: unknown) => TItem | Promise<TItem>) | undefined,
    fallback?: TItem,
    write?: WriteInfo,
    heard?: (res: HttpResponse) => void,
  ): Promise<TItem> => {
    const headers = new Headers(spec.headers)
    const body = spec.body !== undefined && toBody ? await toBody(spec.body as never, headers) : spec.body
    const res: HttpResponse = await transport({ ...spec, body, headers }, write)
    heard?.(res)
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

  /**
   * Runs a request on the query on screen when it starts: the optimistic edit first (when on), then the edit of its
   * result, or the rollback on failure, and with `refresh` every view of the collection marked stale after either
   * (the writer's page reloads in the same tick as its edit, so React commits them together). Every edit goes to
   * that query, even when the user has moved on since.
   */
  const run = async <R>(
    update: boolean,
    refresh: boolean,
    request: () => Promise<R>,
    after: (result: R) => Edit<TItem, TRaw> | undefined,
    early?: Edit<TItem, TRaw>,
    undo?: Edit<TItem, TRaw>,
  ) => {
    const ctx = context()
    const { key } = ctx.shown()
    const optimistic = update && ctx.optimistic && early && undo
    // Kept over background reloads while the write is on its way.
    const release = optimistic ? ctx.edit(key, early, 'write') : () => {}
    let result: R
    try {
      result = await request()
    } catch (error) {
      release()
      if (optimistic) ctx.undo(key, undo)
      // A conflict settled the server's way: its record in place of the local one.
      const shown = update && serverEdit(error)
      if (shown) ctx.edit(key, shown)
      // A write the outbox dropped (sign-out) changed nothing: no list reloads, no other tab is told.
      if (update && refresh && !isDroppedWrite(error)) ctx.invalidate()
      throw error
    }
    release()
    if (update) {
      const edit = after(result)
      if (edit) ctx.edit(key, edit)
      if (refresh) ctx.invalidate()
    }
    return result
  }

  /** Where versions and conflicts are kept without a store: these operations' own. */
  const own = {}
  /** `GET <base>/<id>`, its `ETag` remembered as the version the record was read with (`If-Match` of later writes). */
  const readOne = async (ctx: RecordActionContext<TItem, TRaw>, id: RecordId) => {
    let etag: string | undefined
    const url = recordUrl(ctx.baseUrl, id)
    const record = await send(
      { method: 'GET', url },
      undefined,
      ctx.transformFetchOneResponse,
      undefined,
      undefined,
      (res) => {
        etag = res.etag
      },
    )
    rememberVersion(ctx.store ?? own, ctx.baseUrl, id, etag, record, ctx.versionField)
    return { record, etag }
  }
  /** The `If-Match` header, when there is a version to send. */
  const ifMatchOf = (tag: string | undefined) => tag && { headers: new Headers({ 'If-Match': tag }) }
  /** An `update` or a one-record `remove`, with its version and `onConflict` (`conflicts.ts`). */
  const versioned = <R>(
    ctx: RecordActionContext<TItem, TRaw>,
    id: RecordId,
    local: TItem | undefined,
    shown: TItem | undefined,
    write: (
      record: TItem | undefined,
      ifMatch: string | undefined,
    ) => Promise<{ result: R; etag?: string | undefined }>,
  ) =>
    writeVersioned<TItem, R>({
      store: ctx.store ?? own,
      collection: ctx.baseUrl,
      id,
      method: local ? 'PUT' : 'DELETE',
      keyName: ctx.keyName,
      versionField: ctx.versionField,
      onConflict: ctx.onConflict,
      local,
      version: ctx.versionField && (local ?? shown)?.[ctx.versionField],
      send: write,
      read: () => readOne(ctx, id),
    })

  return {
    async get(id, update = true) {
      const ctx = context()
      checkIds([id], 'get()')
      return run(
        updateOf(update, 'get()'),
        false,
        () => readOne(ctx, id).then(({ record }) => record),
        (record) => (page) => replaceItem(page, ctx.keyName, record),
      )
    },

    async save(data, update = true) {
      const ctx = context()
      const placeholder = { ...data } as TItem
      const optimistic = ctx.optimistic
      return run(
        updateOf(update, 'save()'),
        true,
        () =>
          send(
            { method: 'POST', url: ctx.baseUrl, body: data },
            ctx.transformSaveRequest,
            ctx.transformSaveResponse,
            undefined,
            { data, overlay: { prepend: data } },
          ),
        (saved) => (page) => (optimistic ? swapExact(page, placeholder, saved) : prependItem(page, saved)),
        (page) => prependItem(page, placeholder),
        (page) => removeExact(page, placeholder),
      )
    },

    async update(data, update = true) {
      const ctx = context()
      // The id comes from the record passed in, never from the transformed body (spec D leaves it open).
      const id = idOf(data, ctx.keyName)
      if (id == null)
        throw new TypeError(
          `${PREFIX}update() needs a record with its "${ctx.keyName}", got ${JSON.stringify(id) ?? 'none'}`,
        )
      checkIds([id], 'update()')
      const original = ctx.shown().page?.items.find((item) => sameId(idOf(item, ctx.keyName), id))
      return run(
        updateOf(update, 'update()'),
        true,
        () =>
          versioned(ctx, id, data, undefined, async (record, ifMatch) => {
            let etag: string | undefined
            const spec = {
              method: 'PUT',
              url: recordUrl(ctx.baseUrl, id),
              body: record,
              ...ifMatchOf(ifMatch),
            } as const
            const result = await send(
              spec,
              ctx.transformUpdateRequest,
              ctx.transformUpdateResponse,
              record,
              { record: id, data: record, overlay: { replace: record } },
              (res) => {
                etag = res.etag
              },
            )
            return { result, etag }
          }),
        (record) => (page) => replaceItem(page, ctx.keyName, record),
        (page) => replaceItem(page, ctx.keyName, data),
        original && ((page) => replaceItem(page, ctx.keyName, original)),
      )
    },

    async remove(idOrIds, options = true) {
      const ctx = context()
      const ids = ([] as RecordId[]).concat(idOrIds)
      checkIds(ids, 'remove()', true)
      const update = updateOf(options, 'remove()')
      if (ids.length === 0) return
      const { keyName } = ctx
      // The page as it was, so records that fail to go come back in their order among those still there.
      const before = ctx.shown().page?.items ?? []
      const removed = before.filter((item) => ids.some((id) => sameId(idOf(item, keyName), id)))
      // Delete-many in as few requests as fit under the server's request-line limit.
      const groups = ctx.useMultiDeleteApi
        ? groupIds(ctx.baseUrl, ids, ctx.http.maxUrlLength ?? 4096)
        : ids.map((id) => [id])
      const failed: FailedRemoval[] = []
      const done: RecordId[] = []
      await run(
        update,
        true,
        async () => {
          const results = await Promise.allSettled(
            groups.map(async (group) => {
              const del = async (ifMatch?: string) => {
                const spec = { method: 'DELETE', url: recordUrl(ctx.baseUrl, group), ...ifMatchOf(ifMatch) } as const
                const res = await transport(spec, {
                  record: group.length == 1 ? group[0] : undefined,
                  records: group,
                  data: group,
                  overlay: { remove: group },
                })
                await ctx.transformRemoveResponse?.(res.body, group)
                return { result: undefined }
              }
              // One record: with its version (`If-Match`, one per request); several in one request: as they are.
              const [one, ...more] = group as [RecordId, ...RecordId[]]
              if (more.length) return del()
              const onScreen = before.find((item) => sameId(idOf(item, keyName), one))
              return versioned(ctx, one, undefined, onScreen, (_, ifMatch) => del(ifMatch))
            }),
          )
          results.forEach((result, i) => {
            for (const id of groups[i] as RecordId[]) {
              if (result.status == 'fulfilled') done.push(id)
              else failed.push({ id, error: result.reason })
            }
          })
          // All failed: the rollback of `run` puts every record back.
          if (!done.length) throw (failed[0] as FailedRemoval).error
        },
        () => (page) => {
          // Some failed: those go back; the ones deleted leave (again, when optimistic: a no-op then).
          const back = removed.filter((item) => failed.some((f) => sameId(f.id, idOf(item, keyName))))
          const left = removeItemsByIds(restoreItems(page, keyName, back, before), keyName, done)
          // Those refused in a conflict settled the server's way show the server's record (or go, when gone).
          return failed.reduce((p, f) => serverEdit(f.error)?.(p) ?? p, left)
        },
        (page) => removeItemsByIds(page, keyName, ids),
        (page) => restoreItems(page, keyName, removed, before),
      ).catch((error) => {
        if (groups.length == 1) throw error
      })
      if (failed.length) throw groups.length == 1 ? (failed[0] as FailedRemoval).error : new RemoveError(done, failed)
    },
  }
}
