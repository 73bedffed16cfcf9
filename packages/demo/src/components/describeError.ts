import { isRestError, type RestErrorKind } from 'use-rest-page-api'

export interface ErrorDescription {
  /** What happened, for a person. */
  title: string
  /** What to do about it. */
  hint: string
  /**
   * The technical detail (status, request, the server's message: a problem detail's `detail` whole, then the body):
   * never headers, so never a token.
   */
  detail: string
}

const TIMED_OUT: [string, string] = ['服务器响应超时', '服务器可能正忙，请稍后重试。']

const WORDS: Record<RestErrorKind, [string, string]> = {
  network: ['无法连接到服务器', '请检查网络连接，然后重试。'],
  timeout: TIMED_OUT,
  server: ['服务器暂时出了问题', '这不是你的操作造成的，请稍后重试。'],
  forbidden: ['你无权查看这些内容', '如需访问，请联系表单管理员授权。'],
  notFound: ['要找的内容不存在', '它可能已被删除或移动，请返回列表刷新。'],
  invalid: ['查询条件有误', '请检查筛选条件，或清除筛选后重试。'],
  unauthorized: ['登录已失效', '请重新登录后重试。'],
  notAcceptable: ['服务器无法按要求的格式回答', '请刷新页面后重试；如仍出现，请联系管理员。'],
  malformed: ['服务器返回的数据无法识别', '请稍后重试；如仍出现，请联系管理员。'],
  conflict: ['别人已先改过这条记录', '请查看它现在的内容，再决定是否重做修改。'],
  http: ['请求没有成功', '请稍后重试。'],
}

const MAX_DETAIL = 2000

/**
 * Turns an error of a request into words a person understands (Chinese), keeping the developer's detail for a
 * disclosure. Timeouts and aborts, `RestError`s of every kind and anything else thrown are covered.
 *
 * @example
 * describeError(new RestError('GET /api/x answered 503', { kind: 'server', method: 'GET', url: '/api/x', status: 503 })).title
 * // '服务器暂时出了问题'
 */
export function describeError(error: unknown): ErrorDescription {
  if (isRestError(error)) {
    const [title, hint] = WORDS[error.kind]
    const lines = [error.message, `${error.method} ${error.url}${error.status ? ` → HTTP ${error.status}` : ''}`]
    // A Spring `ProblemDetail`'s own words, whole (the message cuts them at 80 characters).
    if (error.problem?.detail) lines.push(`服务器说明：${error.problem.detail}`)
    if (error.body !== undefined) lines.push(stringify(error.body))
    return { title, hint, detail: lines.join('\n').slice(0, MAX_DETAIL) }
  }
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'TimeoutError') {
    return { title: TIMED_OUT[0], hint: TIMED_OUT[1], detail: String((error as Error).message ?? error) }
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return { title: '出了点问题', hint: '请重试；如仍出现，请刷新页面。', detail: message.slice(0, MAX_DETAIL) }
}

function stringify(body: unknown): string {
  if (typeof body === 'string') return body
  try {
    return JSON.stringify(body, null, 2)
  } catch {
    return String(body)
  }
}
