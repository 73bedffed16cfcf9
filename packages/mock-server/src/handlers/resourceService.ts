import type { ResourceServiceUrls } from 'form-resource-api'
import { http, HttpResponse } from 'msw'
import { releaseForm } from '../db/releaseForm.ts'
import {
  addResource,
  childIds,
  moveResource,
  removeResource,
  renameResource,
  resourceInfo,
  subtree,
  type Result,
} from '../db/resourceTree.ts'
import type { HandlerContext } from './context.ts'

/**
 * The addresses of the third-party resource service, keyed by the spec's configuration keys. Sort and move share
 * one address, as the spec says. Relative paths match on any origin; an absolute url's path is used.
 */
export const defaultResourceServiceConfig = {
  'url.get-save-resource-url': '/resource-service/resource/save',
  'url.get-send-resource-url': '/resource-service/resource/list',
  'url.update-resource-url': '/resource-service/resource/update',
  'url.remove-resource-url': '/resource-service/resource/remove',
  'url.get-resource-id-by-pid': '/resource-service/resource/child-ids',
  'url.move-resource-url': '/resource-service/resource/move',
  'url.sort-resource-url': '/resource-service/resource/move',
  'url.get-resource-info-url': '/resource-service/resource/info',
  'url.send-resource-url': '/resource-service/form/release',
} as const satisfies ResourceServiceUrls

/** The resource service's addresses by configuration key: the client's `ResourceServiceUrls`, paths allowed. */
export type ResourceServiceConfig = ResourceServiceUrls

/** The path part of a configured address, for msw: any origin. */
export function pathPattern(address: string): string {
  return `*${/^[a-z][a-z\d+.-]*:\/\//i.test(address) ? new URL(address).pathname : address}`
}

type Para = { ok: true; para: Record<string, unknown> } | { ok: false; msg: string }

/**
 * Reads `para`: from the query string (JSON, percent-encoded), falling back to a form-encoded body field `para`
 * (what a client sends when the address would be too long) and then to a JSON body (older deployments).
 */
export async function readPara(request: Request): Promise<Para> {
  let raw = new URL(request.url).searchParams.get('para')
  let where = 'the query string'
  if (raw === null) {
    const text = await request.clone().text()
    if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      raw = new URLSearchParams(text).get('para')
      where = 'the form body'
    } else if (text.trim() !== '') {
      raw = text
      where = 'the JSON body'
    }
  }
  if (raw === null) return { ok: false, msg: 'para is missing: send the JSON object as the query parameter para' }
  try {
    const para: unknown = JSON.parse(raw)
    if (typeof para === 'object' && para !== null && !Array.isArray(para))
      return { ok: true, para: para as Record<string, unknown> }
    return { ok: false, msg: `para in ${where} is not a JSON object` }
  } catch {
    return { ok: false, msg: `para in ${where} is not valid JSON` }
  }
}

/**
 * The third-party resource service of spec Endpoints B, over `db.resources`. Answers use `status` "1" / "0" with a
 * `msg`, always with HTTP 200; bad input answers "0" with a `msg` naming the problem and changes nothing. Every call
 * is logged in `controls.log`.
 */
export function resourceServiceHandlers(
  ctx: HandlerContext,
  config: ResourceServiceConfig = defaultResourceServiceConfig,
) {
  const { db, controls } = ctx
  const tree = () => db.resources
  const answer = (operation: string, request: Request, received: unknown, body: unknown) => {
    controls.record({
      service: 'resource',
      operation,
      method: request.method,
      url: request.url,
      received,
      status: 200,
      response: body,
    })
    return HttpResponse.json(body as Record<string, unknown>)
  }
  const reply = <T>(
    operation: string,
    request: Request,
    received: unknown,
    result: Result<T>,
    extra: (value: T) => object = () => ({}),
  ) => {
    if (!result.ok)
      return answer(operation, request, received, {
        status: controls.broken.has('alwaysSuccess') ? '1' : '0',
        msg: result.msg,
      })
    const body: Record<string, unknown> = { status: '1', msg: 'success', ...extra(result.value) }
    if (operation === 'B1 add' && controls.broken.has('noResourceIdOnAdd')) delete body.resourceId
    return answer(operation, request, received, body)
  }
  /** With `ignoreOrder` broken, every placement becomes "last under the parent". */
  const placement = (para: Record<string, unknown>) => {
    if (!controls.broken.has('ignoreOrder') || para.order === 'child' || para.order === undefined) return para
    const anchor = typeof para.resourceId === 'string' ? tree().nodes.get(para.resourceId) : undefined
    return anchor ? { ...para, order: 'child', superId: anchor.resourcePid } : para
  }

  /** A POST operation with `para`. */
  const withPara = (
    key: keyof ResourceServiceConfig,
    operation: string,
    run: (para: Record<string, unknown>) => Result<unknown>,
    extra?: (value: never) => object,
  ) =>
    http.post(pathPattern(config[key]), async ({ request }) => {
      const read = await readPara(request)
      if (!read.ok) return answer(operation, request, undefined, { status: '0', msg: read.msg })
      return reply(operation, request, read.para, run(read.para), extra as (value: unknown) => object)
    })

  /** Whether the release being answered updates a form the tree already has. */
  let updating = false
  const moveOrSort = withPara('url.move-resource-url', 'B6 move', (para) => moveResource(tree(), placement(para)))
  const handlers = [
    withPara(
      'url.get-save-resource-url',
      'B1 add',
      (para) => addResource(tree(), db.ids, placement(para)),
      (v: { resourceId: string }) => v,
    ),
    http.get(pathPattern(config['url.get-send-resource-url']), ({ request }) => {
      const entries = subtree(tree(), tree().systemId).map((id) => {
        const node = tree().nodes.get(id)
        return { resourceId: id, resourcePid: node?.resourcePid ?? '', resourceName: node?.resourceName ?? '' }
      })
      return answer(
        'B2 list all',
        request,
        undefined,
        controls.listAllShape === 'array' ? entries : { status: '1', msg: 'success', resourceInfo: entries },
      )
    }),
    withPara('url.update-resource-url', 'B3 rename', (para) => renameResource(tree(), para)),
    http.delete(`${pathPattern(config['url.remove-resource-url'])}/:id`, ({ request, params }) =>
      reply('B4 delete', request, { id: params.id }, removeResource(tree(), String(params.id))),
    ),
    http.get(pathPattern(config['url.get-resource-id-by-pid']), ({ request }) => {
      const pid = new URL(request.url).searchParams.get('pid')
      const result = pid === null ? ({ ok: false, msg: 'pid is missing' } as const) : childIds(tree(), pid)
      // B5 is the one operation that answers a bare array (domain notes); a failure still says why.
      const ids =
        result.ok && controls.broken.has('unorderedChildIds')
          ? [...result.value].sort()
          : result.ok
            ? result.value
            : undefined
      return answer('B5 child ids', request, { pid }, ids ?? { status: '0', msg: result.ok ? '' : result.msg })
    }),
    moveOrSort,
    http.get(pathPattern(config['url.get-resource-info-url']), ({ request }) => {
      const rid = new URL(request.url).searchParams.get('rid')
      const result = rid === null ? ({ ok: false, msg: 'rid is missing' } as const) : resourceInfo(tree(), rid)
      return reply('B8 get info', request, { rid }, result, (info) => ({ sysResourceInfo: info }))
    }),
    withPara(
      'url.send-resource-url',
      'B9 release',
      (para) => {
        updating = [...tree().nodes.values()].some((n) => n.resourcetypeId === 'form' && n.workId === para.workId)
        return releaseForm(tree(), db.ids, para)
      },
      // The spec requires resourceId only when the add succeeded: an update may leave it out.
      (v: { resourceId: string }) => (updating && controls.omitResourceIdOnUpdate ? {} : v),
    ),
  ]
  // Sort (B7) has the contract of move; when configured at another address it is served there too.
  if (pathPattern(config['url.sort-resource-url']) !== pathPattern(config['url.move-resource-url'])) {
    handlers.push(withPara('url.sort-resource-url', 'B7 sort', (para) => moveResource(tree(), placement(para))))
  }
  return handlers
}
