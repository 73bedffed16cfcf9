import { createResourceServiceClient } from '../client/createResourceServiceClient.ts'
import { ResourceServiceError } from '../client/ResourceServiceError.ts'
import type { ResourceServiceUrls } from '../config/types.ts'
import { buildReleaseRequest } from '../release/buildReleaseRequest.ts'
import { redactUrl } from '../http/redactUrl.ts'
import { randomCode } from '../model/stableCode.ts'

/** One request of a check and what came back, for the failure report. */
export interface Exchange {
  method: string
  url: string
  /** The form-encoded body, when `para` went there. */
  body?: string
  status: number
  response: string
}

export interface ConformanceCheck {
  name: string
  ok: boolean
  /** Why it failed. */
  detail?: string
  /** The requests the check made, with their answers. */
  exchanges: Exchange[]
}

export interface ConformanceReport {
  checks: ConformanceCheck[]
  passed: number
  failed: number
}

export interface ConformanceOptions {
  /** The system root the scratch subtree goes under (`configs.systemId`). Default: `'67250'`. */
  systemId?: string
  /** The user id sent as `author` and as the publisher. Default: `'conformance'`. */
  author?: string
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch
  /** Time-out of each call, in ms (1 to 2,147,483,647; else an `OptionError`). Default: `10_000`. */
  timeoutMs?: number
  /** Called with each check as it finishes (the CLI prints them). */
  onCheck?: (check: ConformanceCheck) => void
}

const INFO_FIELDS = [
  'resourceOrder',
  'resourceId',
  'resourceContent',
  'resourcePid',
  'resourceName',
  'resourcetypeId',
  'isNavigation',
  'rtypeId',
  'treeId',
  'resourceCode',
  'isTab',
  'status',
]

class CheckFailed extends Error {}

/** The first `chars` characters of a body (and `…` when there is more), without reading the rest. */
async function prefixOf(response: Response, chars: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    text += decoder.decode(value, { stream: true })
    if (text.length > chars) {
      reader.cancel().catch(() => undefined)
      return `${text.slice(0, chars)}…`
    }
  }
}
const expectThat = (condition: boolean, detail: string) => {
  if (!condition) throw new CheckFailed(detail)
}
const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Runs a scripted scenario against a live third-party resource service (spec B1-B9) and reports a check per
 * contract point: it adds a scratch subtree under the system root, adds child / after / before, checks the child-id
 * order (B5), renames and reads back (B3, B8), moves before / after / child (B6) and sorts (B7), checks that a failure
 * is reported as one, releases a flow form twice and a non-flow form (B9), and deletes what it created (B4).
 *
 * @example
 * const { failed } = await runConformance(config.resourceService, { systemId: config.systemId })
 */
export async function runConformance(
  urls: ResourceServiceUrls,
  options: ConformanceOptions = {},
): Promise<ConformanceReport> {
  const systemId = options.systemId ?? '67250'
  const author = options.author ?? 'conformance'
  let exchanges: Exchange[] = []
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await (options.fetch ?? fetch)(input, init)
    const text = await prefixOf(response.clone(), 2000)
    exchanges.push({
      method: init?.method ?? 'GET',
      // The configured address's own query string may hold a token: only the kit's parameters are kept.
      url: redactUrl(String(input), ['para', 'pid', 'rid']),
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
      status: response.status,
      response: text,
    })
    return response
  }
  const client = createResourceServiceClient(urls, {
    fetch: recordingFetch,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  })
  const checks: ConformanceCheck[] = []
  const ids: Record<string, string> = {}

  const check = async (name: string, needs: string[], run: () => Promise<void>) => {
    exchanges = []
    const missing = needs.filter((n) => ids[n] === undefined)
    let result: ConformanceCheck
    if (missing.length > 0)
      result = { name, ok: false, detail: `not run: needs ${missing.join(', ')} from an earlier check`, exchanges: [] }
    else {
      try {
        await run()
        result = { name, ok: true, exchanges }
      } catch (error) {
        const detail =
          error instanceof CheckFailed || error instanceof ResourceServiceError
            ? error.message
            : `unexpected error: ${String(error)}`
        result = { name, ok: false, detail, exchanges }
      }
    }
    checks.push(result)
    options.onCheck?.(result)
  }
  /** B1, then B8 on the answered id: a service that answers "1" but creates nothing fails here, not later. */
  const add = async (key: string, para: Parameters<typeof client.addResource>[0]) => {
    const { resourceId } = await client.addResource(para)
    try {
      await client.getResourceInfo(resourceId)
    } catch (error) {
      if (!(error instanceof ResourceServiceError)) throw error
      throw new CheckFailed(
        `B1 add answered resourceId ${resourceId}, but B8 get info does not know it (${error.msg ?? error.failure}): the add created nothing`,
      )
    }
    ids[key] = resourceId
  }
  const childIds = async (of: string) => client.childIds(ids[of] as string)
  /** An id as the scenario calls it (A, B, scratch…), or the id itself when it is not one of ours. */
  const nameOf = (id: string) => Object.keys(ids).find((k) => ids[k] === id) ?? id
  const order = async (of: string, expected: string[]) => {
    const actual = await childIds(of)
    const want = expected.map((k) => ids[k] as string)
    expectThat(
      same(actual, want),
      `child ids of ${of} are [${actual.map(nameOf).join(', ')}], expected [${expected.join(', ')}] in menu order`,
    )
  }
  const move = (id: string, order: 'after' | 'before' | 'child', target: string, sort = false) => {
    const para = {
      author,
      id: ids[id] as string,
      order,
      subId: systemId,
      ...(order === 'child' ? { superId: ids[target] as string } : { resourceId: ids[target] as string }),
    }
    return sort ? client.sortResources(para) : client.moveResource(para)
  }
  ids.system = systemId
  const tag = randomCode().slice(0, 8)

  await check('B2 list all answers the resource tree, with the system root', [], async () => {
    const entries = await client.listResources()
    expectThat(
      entries.some((e) => e.resourceId === systemId),
      `no entry for the system root ${systemId} among ${entries.length} entries`,
    )
  })
  await check('B1 add a scratch resource under the system root (answers its resourceId)', ['system'], () =>
    add('scratch', { author, name: `conformance-${tag}`, subId: systemId, order: 'child', superId: systemId }),
  )
  await check('B1 add as child, after and before the anchor', ['scratch'], async () => {
    await add('A', { author, name: 'A', subId: systemId, order: 'child', superId: ids.scratch as string })
    await add('B', { author, name: 'B', subId: systemId, order: 'child', superId: ids.scratch as string })
    await add('C', {
      author,
      name: 'C',
      subId: systemId,
      order: 'after',
      resourceId: ids.A as string,
      superId: ids.scratch as string,
    })
    await add('D', {
      author,
      name: 'D',
      subId: systemId,
      order: 'before',
      resourceId: ids.A as string,
      superId: ids.scratch as string,
    })
  })
  await check('B5 child ids in menu order after the adds (D, A, C, B)', ['A', 'B', 'C', 'D'], () =>
    order('scratch', ['D', 'A', 'C', 'B']),
  )
  await check('B3 rename, read back by B8', ['A'], async () => {
    await client.renameResource({ resourceId: ids.A as string, name: `A-renamed-${tag}`, subId: systemId })
    const info = await client.getResourceInfo(ids.A as string)
    expectThat(
      info.resourceName === `A-renamed-${tag}`,
      `B8 answers resourceName ${JSON.stringify(info.resourceName)} after the rename`,
    )
  })
  await check('B8 get info answers the whole sysResourceInfo record', ['A', 'scratch'], async () => {
    const info = (await client.getResourceInfo(ids.A as string)) as unknown as Record<string, unknown>
    const absent = INFO_FIELDS.filter((f) => info[f] === undefined)
    expectThat(absent.length === 0, `sysResourceInfo lacks ${absent.join(', ')}`)
    expectThat(
      info.resourceId === ids.A && info.resourcePid === ids.scratch,
      `resourceId/resourcePid are ${String(info.resourceId)}/${String(info.resourcePid)}, expected ${ids.A}/${ids.scratch}`,
    )
  })
  await check('B6 move before an anchor (B, D, A, C)', ['A', 'B', 'C', 'D'], async () => {
    await move('B', 'before', 'D')
    await order('scratch', ['B', 'D', 'A', 'C'])
  })
  await check('B6 move after an anchor (B, A, C, D)', ['A', 'B', 'C', 'D'], async () => {
    await move('D', 'after', 'C')
    await order('scratch', ['B', 'A', 'C', 'D'])
  })
  await check('B6 move into a parent (A holds C)', ['A', 'B', 'C', 'D'], async () => {
    await move('C', 'child', 'A')
    await order('scratch', ['B', 'A', 'D'])
    await order('A', ['C'])
  })
  await check('B7 sort on the sort address (D, B, A)', ['A', 'B', 'D'], async () => {
    await move('D', 'before', 'B', true)
    await order('scratch', ['D', 'B', 'A'])
  })
  await check('a failed operation answers a status other than "1" (add under an unknown parent)', [], async () => {
    try {
      await client.addResource({
        author,
        name: 'must fail',
        subId: systemId,
        order: 'child',
        superId: `no-such-resource-${tag}`,
      })
    } catch (error) {
      if (error instanceof ResourceServiceError && error.failure === 'refused') return
      throw error
    }
    throw new CheckFailed('adding under a parent that does not exist was answered with status "1"')
  })
  const release = (formId: string, kind: 'flow' | 'noFlow') =>
    buildReleaseRequest({
      form: {
        id: formId,
        name: `conformance ${kind} ${tag}`,
        appId: `app-${tag}`,
        kind,
        flowNodes: [{ id: 'n1', name: 'draft', kind: 'draft', scope: { user: [{ deptId: 'd', userId: author }] } }],
      },
      publisher: { userId: author, userName: author, deptId: 'd', deptName: 'conformance' },
      administrators: { user: [{ deptId: 'd', userId: author }] },
      position: { order: 'child', resourceId: ids.scratch as string },
      formAppBase: '/sinoform',
      systemId,
    })
  const flowForm = `${tag}${randomCode()}`.slice(0, 24)
  await check('B9 release a flow form (answers the form resourceId)', ['scratch'], async () => {
    ids.flow = (await client.releaseForm(release(flowForm, 'flow'))).resourceId
  })
  await check('B9 a second release of the same form updates it, not duplicates it', ['flow'], async () => {
    const before = await childIds('scratch')
    // The spec requires resourceId only on an add: an update may omit it, and then the form keeps its id.
    const again = (await client.releaseForm(release(flowForm, 'flow'), { resourceId: ids.flow as string })).resourceId
    const after = await childIds('scratch')
    expectThat(again === ids.flow, `the second release answered resourceId ${again}, the first ${ids.flow}`)
    expectThat(
      after.length === before.length,
      `the scratch resource had ${before.length} children before and ${after.length} after`,
    )
  })
  await check('B9 release a non-flow form', ['scratch'], async () => {
    ids.noFlow = (await client.releaseForm(release(`${tag}${randomCode()}`.slice(0, 24), 'noFlow'))).resourceId
  })
  await check('B4 delete the scratch subtree', ['scratch'], async () => {
    await client.deleteResource(ids.scratch as string)
    const left = await client.childIds(systemId)
    expectThat(!left.includes(ids.scratch as string), 'the system root still lists the deleted scratch resource')
    delete ids.scratch
  })
  if (ids.scratch) {
    // A failed delete above: try once more so nothing is left behind.
    await client.deleteResource(ids.scratch).catch(() => undefined)
  }
  const failed = checks.filter((c) => !c.ok).length
  return { checks, passed: checks.length - failed, failed }
}
