import type { ResourceServiceKey, ResourceServiceUrls } from '../config/types.ts'
import { integerOption, MAX_TIMEOUT_MS, oneOfOption } from '../http/checkOption.ts'
import { redactUrl } from '../http/redactUrl.ts'
import { request, RequestError } from '../http/request.ts'
import type { ReleaseRequest } from '../model/types.ts'
import { ResourceServiceError, type ResourceServiceFailure } from './ResourceServiceError.ts'
import { toResourceTree } from './resourceTree.ts'
import type {
  AddResourcePara,
  MoveResourcePara,
  RenameResourcePara,
  ResourceEntry,
  ResourceTreeNode,
  SysResourceInfo,
} from './types.ts'

export interface ResourceServiceClientOptions {
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch
  /** Time-out of each call, in ms: an integer from 1 to 2,147,483,647. Default: `10_000`. */
  timeoutMs?: number
  /** Longest address, in UTF-8 bytes, with `para` in its query string. Default: `8_000`. */
  maxUrlBytes?: number
  /**
   * The most bytes read of an answer's body; past it the call fails with `too-large` and stops reading.
   * Default: `10_485_760` (10 MiB).
   */
  maxResponseBytes?: number
  /**
   * What to do when `para` would make the address longer than `maxUrlBytes` (large grant lists do):
   * `'body'` sends it as a form-encoded body field `para` instead; `'error'` throws before sending anything.
   * Default: `'body'`.
   */
  longPara?: 'body' | 'error'
  /** Headers sent with every call (the spec does not say how the service authenticates). Default: none. */
  headers?: HeadersInit
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call; it then rejects with a `ResourceServiceError` of failure `aborted`. */
  signal?: AbortSignal
}

/** Options of `releaseForm`. */
export interface ReleaseCallOptions extends CallOptions {
  /**
   * The form's resource id from an earlier publish. A re-publish updates, and the spec requires `resourceId` in the
   * answer only when an add succeeded: with this set, a success without one answers this id. Default: the payload's
   * `resourceId` (non-flow forms published before), else none.
   */
  resourceId?: string
}

/** Default of `maxResponseBytes`: 10 MiB, far above any answer of the spec (B2 of 50,000 resources is about 5 MiB). */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024

interface Operation {
  name: string
  key: ResourceServiceKey
  method: 'GET' | 'POST' | 'DELETE'
}

const OPERATIONS = {
  add: { name: 'B1 add', key: 'url.get-save-resource-url', method: 'POST' },
  list: { name: 'B2 list all', key: 'url.get-send-resource-url', method: 'GET' },
  rename: { name: 'B3 rename', key: 'url.update-resource-url', method: 'POST' },
  remove: { name: 'B4 delete', key: 'url.remove-resource-url', method: 'DELETE' },
  childIds: { name: 'B5 child ids', key: 'url.get-resource-id-by-pid', method: 'GET' },
  move: { name: 'B6 move', key: 'url.move-resource-url', method: 'POST' },
  sort: { name: 'B7 sort', key: 'url.sort-resource-url', method: 'POST' },
  info: { name: 'B8 get info', key: 'url.get-resource-info-url', method: 'GET' },
  release: { name: 'B9 release', key: 'url.send-resource-url', method: 'POST' },
} as const satisfies Record<string, Operation>

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const isSuccess = (body: Json) => String(body.status) === '1'

/**
 * A typed client of the third-party resource service (spec Endpoints B): one method per operation, with the exact
 * method, path and `para` encoding of the spec. Every failure rejects with a `ResourceServiceError`: a `status`
 * other than "1", a non-2xx answer, a body that is not JSON or not the operation's shape, no answer, a time-out.
 *
 * @example
 * const client = createResourceServiceClient(config.resourceService)
 * const { resourceId } = await client.addResource({ author: '1', name: '国际合作', subId: '67250', order: 'child', superId: '67250' })
 */
export function createResourceServiceClient(urls: ResourceServiceUrls, options: ResourceServiceClientOptions = {}) {
  const where = 'createResourceServiceClient'
  const timeoutMs = integerOption(where, 'timeoutMs', options.timeoutMs, 10_000, 1, MAX_TIMEOUT_MS)
  const maxUrlBytes = integerOption(where, 'maxUrlBytes', options.maxUrlBytes, 8_000, 1)
  const maxResponseBytes = integerOption(
    where,
    'maxResponseBytes',
    options.maxResponseBytes,
    DEFAULT_MAX_RESPONSE_BYTES,
    1,
  )
  const longPara = oneOfOption(where, 'longPara', options.longPara, 'body', ['body', 'error'])

  async function send(
    op: Operation,
    target: { path?: string; query?: Record<string, string>; para?: unknown },
    call: CallOptions = {},
  ) {
    const url = new URL(urls[op.key] + (target.path ?? ''))
    for (const [name, value] of Object.entries(target.query ?? {})) url.searchParams.set(name, value)
    const fail = (
      failure: ResourceServiceFailure,
      message: string,
      extra: Partial<ConstructorParameters<typeof ResourceServiceError>[1]> = {},
    ) =>
      new ResourceServiceError(message, {
        failure,
        operation: op.name,
        configKey: op.key,
        method: op.method,
        url: redactUrl(url),
        ...extra,
      })

    const headers = new Headers(options.headers)
    headers.set('Accept', 'application/json')
    let body: string | undefined
    let address = url.href
    if (target.para !== undefined) {
      const para = JSON.stringify(target.para)
      const withPara = `${url.href}${url.search ? '&' : '?'}para=${encodeURIComponent(para)}`
      const bytes = new TextEncoder().encode(withPara).length
      if (bytes <= maxUrlBytes) address = withPara
      else if (longPara === 'error') {
        throw fail(
          'too-long',
          `para would make the address ${bytes} bytes, over maxUrlBytes (${maxUrlBytes}); nothing was sent. Allow longPara: 'body' to send it as a form-encoded body`,
        )
      } else {
        body = new URLSearchParams({ para }).toString()
        headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8')
      }
    }

    let text: string
    let httpStatus: number
    try {
      const answer = await request(address, {
        method: op.method,
        headers,
        ...(body === undefined ? {} : { body }),
        fetch: options.fetch,
        timeoutMs,
        maxResponseBytes,
        signal: call.signal,
      })
      httpStatus = answer.status
      text = answer.text
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      throw fail(error.failure, error.message, {
        cause: error.cause ?? error,
        httpStatus: error.status,
        ...(error.location === undefined ? {} : { location: error.location }),
      })
    }
    if (httpStatus < 200 || httpStatus > 299)
      throw fail('http', `answered HTTP ${httpStatus}`, { httpStatus, response: text })

    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw fail('malformed', `answered a body that is not JSON: ${text.slice(0, 120)}`, { httpStatus, response: text })
    }
    const failWithAnswer = (failure: ResourceServiceFailure, why: string) =>
      fail(failure, why, {
        httpStatus,
        response: text,
        ...(isObject(json) && json.status !== undefined ? { status: String(json.status) } : {}),
        ...(isObject(json) && typeof json.msg === 'string' ? { msg: json.msg } : {}),
      })
    return {
      json,
      fail: failWithAnswer,
      /** The service's refusal (a status other than "1"), with its status and msg. */
      refused: (body: Json) =>
        failWithAnswer(
          'refused',
          `refused: status ${JSON.stringify(body.status)}, msg ${JSON.stringify(body.msg ?? '')}`,
        ),
    }
  }

  /** The service's `msg`, `''` when it gave none. */
  const message = (body: Json) => ({ msg: typeof body.msg === 'string' ? body.msg : '' })

  /** A `status`/`msg` answer: "1" is success, anything else is refused with the service's message. */
  async function statusCall(op: Operation, target: Parameters<typeof send>[1], call?: CallOptions) {
    const { json, fail, refused } = await send(op, target, call)
    if (!isObject(json) || json.status === undefined)
      throw fail('malformed', `answered without a status: ${JSON.stringify(json).slice(0, 120)}`)
    if (!isSuccess(json)) throw refused(json)
    return { body: json, fail }
  }

  /** An add or a release: its `resourceId`, or `known` (a re-publish, which updates) when the answer has none. */
  async function withResourceId(op: Operation, para: unknown, call?: CallOptions, known?: string) {
    const { body, fail } = await statusCall(op, { para }, call)
    if (typeof body.resourceId === 'string' && body.resourceId !== '')
      return { resourceId: body.resourceId, ...message(body) }
    if (known) return { resourceId: known, ...message(body) }
    throw fail('malformed', 'answered status "1" without the resourceId the spec requires on success')
  }

  /** An id argument, or a rejection naming the method, before anything is sent. */
  const idArgument = (method: string, id: unknown): string => {
    if (typeof id !== 'string' || id.trim() === '')
      throw new TypeError(
        `[form-resource-api] ${method}() needs a resource id, got ${JSON.stringify(id) ?? 'undefined'}`,
      )
    return id
  }

  const client = {
    /** B1: adds a resource; answers its id. `order` is sent as `child` when left out (the spec's default). */
    addResource: (para: AddResourcePara, call?: CallOptions) =>
      withResourceId(OPERATIONS.add, { ...para, order: para.order ?? 'child' }, call),

    /** B2: every resource, as the entries of the spec. Accepts a bare array and the deployed `{status, resourceInfo}`. */
    async listResources(call?: CallOptions): Promise<ResourceEntry[]> {
      const { json, fail, refused } = await send(OPERATIONS.list, {}, call)
      let entries: unknown = json
      if (isObject(json)) {
        if (!isSuccess(json)) throw refused(json)
        entries = json.resourceInfo
      }
      const valid =
        Array.isArray(entries) &&
        entries.every(
          (e) =>
            isObject(e) &&
            typeof e.resourceId === 'string' &&
            typeof e.resourcePid === 'string' &&
            typeof e.resourceName === 'string',
        )
      if (!valid)
        throw fail(
          'malformed',
          'answered neither an array of {resourceId, resourcePid, resourceName} nor {status, resourceInfo: [...]}',
        )
      return (entries as ResourceEntry[]).map(({ resourceId, resourcePid, resourceName }) => ({
        resourceId,
        resourcePid,
        resourceName,
      }))
    },

    /** B2, as a tree. */
    async listResourceTree(call?: CallOptions): Promise<ResourceTreeNode[]> {
      return toResourceTree(await client.listResources(call))
    },

    /** B3: renames a resource. */
    renameResource: async (para: RenameResourcePara, call?: CallOptions) =>
      message((await statusCall(OPERATIONS.rename, { para }, call)).body),

    /** B4: deletes a resource and its permission data. The id is percent-encoded into the path. */
    deleteResource: async (resourceId: string, call?: CallOptions) =>
      message(
        (
          await statusCall(
            OPERATIONS.remove,
            { path: `/${encodeURIComponent(idArgument('deleteResource', resourceId))}` },
            call,
          )
        ).body,
      ),

    /** B5: the ids of a resource's children, in menu order. */
    async childIds(pid: string, call?: CallOptions): Promise<string[]> {
      const { json, fail, refused } = await send(
        OPERATIONS.childIds,
        { query: { pid: idArgument('childIds', pid) } },
        call,
      )
      if (isObject(json) && json.status !== undefined && !isSuccess(json)) throw refused(json)
      if (!Array.isArray(json) || !json.every((id) => typeof id === 'string'))
        throw fail('malformed', 'answered something other than an array of ids')
      return json as string[]
    },

    /** B6: moves a resource next to an anchor or under a parent. */
    moveResource: async (para: MoveResourcePara, call?: CallOptions) =>
      message((await statusCall(OPERATIONS.move, { para }, call)).body),

    /** B7: sorts resources; the same contract as move. */
    sortResources: async (para: MoveResourcePara, call?: CallOptions) =>
      message((await statusCall(OPERATIONS.sort, { para }, call)).body),

    /** B8: the resource info record. */
    async getResourceInfo(rid: string, call?: CallOptions): Promise<SysResourceInfo> {
      const { body, fail } = await statusCall(
        OPERATIONS.info,
        { query: { rid: idArgument('getResourceInfo', rid) } },
        call,
      )
      if (!isObject(body.sysResourceInfo) || typeof body.sysResourceInfo.resourceId !== 'string')
        throw fail('malformed', 'answered status "1" without a sysResourceInfo record')
      return body.sysResourceInfo as unknown as SysResourceInfo
    },

    /**
     * B9: releases a form (its pages, system roles and grants); answers the form's resource id. A re-publish answered
     * "1" without `resourceId` answers `call.resourceId` (or the payload's), the form's existing resource.
     */
    releaseForm: (payload: ReleaseRequest, call: ReleaseCallOptions = {}) => {
      const { resourceId, ...rest } = call
      return withResourceId(OPERATIONS.release, payload, rest, resourceId ?? payload.resourceId)
    },
  }
  return client
}

export type ResourceServiceClient = ReturnType<typeof createResourceServiceClient>
