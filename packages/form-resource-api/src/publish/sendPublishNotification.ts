import { stableCode } from '../release/stableCode.ts'
import type { PublishNode } from './types.ts'

export interface NotificationOptions {
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch
  /** Retries after a failed attempt. Default: `0`, as deployed services do. */
  retries?: number
  /** Wait before the first retry, doubled before each next one, in ms. Default: `500`. */
  backoffMs?: number
  /** Time-out of each attempt, in ms. Default: `10_000`. */
  timeoutMs?: number
  /** The fingerprint of the tree sent last time: an unchanged tree is not sent again. Default: none. */
  previousFingerprint?: string
  signal?: AbortSignal
}

export type NotificationResult =
  | { sent: true; status: number; attempts: number; fingerprint: string }
  | { sent: false; reason: 'not-configured' | 'unchanged'; fingerprint: string }

/** A notification the receiver did not acknowledge. */
export class PublishNotificationError extends Error {
  override readonly name = 'PublishNotificationError'
  constructor(
    message: string,
    readonly url: string,
    /** HTTP status of the last attempt; 0 when there was no answer. */
    readonly status: number,
    readonly attempts: number,
    /** The last answer's body, when there was one. */
    readonly response: string | undefined,
  ) {
    super(`[form-resource-api] publish notification to ${url} ${message}`)
  }
}

/** JSON with object keys in a fixed order, so equal trees give equal fingerprints. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

/** A fingerprint of a publish tree: equal trees, equal fingerprints. */
export function treeFingerprint(tree: PublishNode): string {
  return stableCode(canonical(tree), 'publish-tree')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Posts the published resource tree to `url.resource-publish-url` (spec C) as JSON. Any 2xx is the
 * acknowledgement; anything else, after the configured retries, throws a `PublishNotificationError`. When no
 * receiver is configured nothing is sent and the result says so; with `previousFingerprint`, an unchanged tree is
 * not sent either (deployed services only push on change).
 *
 * @example
 * const result = await sendPublishNotification(config, tree, { previousFingerprint: last })
 * if (result.sent) last = result.fingerprint
 */
export async function sendPublishNotification(
  config: { resourcePublishUrl?: string | undefined },
  tree: PublishNode,
  options: NotificationOptions = {},
): Promise<NotificationResult> {
  const fingerprint = treeFingerprint(tree)
  const url = config.resourcePublishUrl
  if (!url) return { sent: false, reason: 'not-configured', fingerprint }
  if (options.previousFingerprint === fingerprint) return { sent: false, reason: 'unchanged', fingerprint }
  const attemptsAllowed = 1 + Math.max(0, options.retries ?? 0)
  const timeoutMs = options.timeoutMs ?? 10_000
  let status = 0
  let response: string | undefined
  let problem = ''
  for (let attempt = 1; attempt <= attemptsAllowed; attempt++) {
    if (attempt > 1) await sleep((options.backoffMs ?? 500) * 2 ** (attempt - 2))
    if (options.signal?.aborted) throw new PublishNotificationError('was aborted', url, status, attempt - 1, response)
    const timeout = AbortSignal.timeout(timeoutMs)
    try {
      const res = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(tree),
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      })
      status = res.status
      response = await res.text()
      if (res.ok) return { sent: true, status, attempts: attempt, fingerprint }
      problem = `answered HTTP ${status}`
    } catch (error) {
      status = 0
      response = undefined
      if (options.signal?.aborted) throw new PublishNotificationError('was aborted', url, 0, attempt, undefined)
      problem = timeout.aborted
        ? `got no answer within ${timeoutMs} ms`
        : `got no answer (${error instanceof Error ? error.message : String(error)})`
    }
  }
  throw new PublishNotificationError(
    `${problem} after ${attemptsAllowed} attempt${attemptsAllowed > 1 ? 's' : ''}`,
    url,
    status,
    attemptsAllowed,
    response,
  )
}
