import { integerOption, MAX_TIMEOUT_MS } from '../http/checkOption.ts'
import { redactUrl } from '../http/redactUrl.ts'
import { request, RequestError, type RequestFailure } from '../http/request.ts'
import { stableCode } from '../model/stableCode.ts'
import type { PublishNode } from './types.ts'

export interface NotificationOptions {
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch
  /** Retries after a failed attempt (0 to 10; a redirect is not retried). Default: `0`, as deployed services do. */
  retries?: number
  /** Wait before the first retry, doubled before each next one, in ms (0 to 60,000). Default: `500`. */
  backoffMs?: number
  /** Time-out of each attempt, in ms: an integer from 1 to 2,147,483,647. Default: `10_000`. */
  timeoutMs?: number
  /**
   * The most bytes read of a refusal's body (an acknowledgement's body is not read); past it the attempt fails with
   * `too-large`. Default: `65_536`.
   */
  maxResponseBytes?: number
  /** The fingerprint of the tree sent last time: an unchanged tree is not sent again. Default: none. */
  previousFingerprint?: string
  signal?: AbortSignal
}

export type NotificationResult =
  | { sent: true; status: number; attempts: number; fingerprint: string }
  | { sent: false; reason: 'not-configured' | 'unchanged'; fingerprint: string }

/** Why a notification failed: the answer was not 2xx (`http`), or a `RequestFailure` of the request helper. */
export type NotificationFailure = 'http' | RequestFailure

/** A notification the receiver did not acknowledge. The address in it has no query string or credentials. */
export class PublishNotificationError extends Error {
  override readonly name = 'PublishNotificationError'
  constructor(
    message: string,
    /** The receiver's address, without query string or credentials (they may hold tokens). */
    readonly url: string,
    /** HTTP status of the last attempt; 0 when there was no answer. */
    readonly status: number,
    readonly attempts: number,
    /** The last answer's body, when there was one. */
    readonly response: string | undefined,
    /** Why the last attempt failed. */
    readonly failure: NotificationFailure = 'http',
    /** Where a redirect pointed (failure `redirect`), without query string or credentials. */
    readonly location?: string,
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
  const where = 'sendPublishNotification'
  const retries = integerOption(where, 'retries', options.retries, 0, 0, 10)
  const backoffMs = integerOption(where, 'backoffMs', options.backoffMs, 500, 0, 60_000)
  const timeoutMs = integerOption(where, 'timeoutMs', options.timeoutMs, 10_000, 1, MAX_TIMEOUT_MS)
  const maxResponseBytes = integerOption(where, 'maxResponseBytes', options.maxResponseBytes, 65_536, 1)
  const shown = redactUrl(url)
  const attemptsAllowed = 1 + retries
  let status = 0
  let response: string | undefined
  let problem = ''
  let failure: NotificationFailure = 'http'
  let attempt = 1
  for (; attempt <= attemptsAllowed; attempt++) {
    if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2))
    if (options.signal?.aborted)
      throw new PublishNotificationError('was aborted', shown, status, attempt - 1, response, 'aborted')
    try {
      const answer = await request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(tree),
        fetch: options.fetch,
        timeoutMs,
        maxResponseBytes,
        signal: options.signal,
        readSuccess: false,
      })
      status = answer.status
      if (answer.ok) return { sent: true, status, attempts: attempt, fingerprint }
      response = answer.text
      failure = 'http'
      problem = `answered HTTP ${status}`
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      status = error.status
      response = undefined
      failure = error.failure
      problem = error.message
      if (error.failure === 'aborted')
        throw new PublishNotificationError('was aborted', shown, 0, attempt, undefined, 'aborted')
      // A redirect is the receiver's configuration, not a passing fault: trying again would get the same.
      if (error.failure === 'redirect')
        throw new PublishNotificationError(
          `${problem} (attempt ${attempt})`,
          shown,
          status,
          attempt,
          undefined,
          'redirect',
          error.location,
        )
    }
  }
  throw new PublishNotificationError(
    `${problem} after ${attemptsAllowed} attempt${attemptsAllowed > 1 ? 's' : ''}`,
    shown,
    status,
    attemptsAllowed,
    response,
    failure,
  )
}
