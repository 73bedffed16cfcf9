import { RestError } from 'use-rest-page-api'
import { describe, expect, it } from 'vitest'
import { describeError } from './describeError.ts'

const rest = (kind: RestError['kind'], status = 0, body?: unknown) =>
  new RestError(`GET /api/x answered ${status}`, { kind, status, method: 'GET', url: '/api/x', body })

describe('describeError', () => {
  it.each([
    [rest('network'), '无法连接到服务器'],
    [rest('server', 503), '服务器暂时出了问题'],
    [rest('forbidden', 403), '你无权查看这些内容'],
    [rest('notFound', 404), '要找的内容不存在'],
    [rest('invalid', 400), '查询条件有误'],
    [rest('unauthorized', 401), '登录已失效'],
    [rest('malformed', 200), '服务器返回的数据无法识别'],
    [rest('conflict', 412), '别人已先改过这条记录'],
    [new DOMException('signal timed out', 'TimeoutError'), '服务器响应超时'],
    [
      new RestError('GET /api/x timed out after 30000 ms (timeoutMs)', {
        kind: 'timeout',
        method: 'GET',
        url: '/api/x',
        cause: new DOMException('signal timed out', 'TimeoutError'),
      }),
      '服务器响应超时',
    ],
    [new Error('boom'), '出了点问题'],
  ])('words %o as %s', (error, title) => {
    expect(describeError(error).title).toBe(title)
  })

  it("puts a problem detail's own words, whole, before the body", () => {
    const detail = 'page size must be at most 100, and the sort property "prise" is not a property of Product'
    const problem = { type: 'about:blank', title: 'Bad Request', status: 400, detail }
    const error = new RestError('GET /api/x answered 400', {
      kind: 'invalid',
      status: 400,
      method: 'GET',
      url: '/api/x',
      body: problem,
      problem,
    })
    expect(describeError(error).detail.split('\n').slice(1, 3)).toEqual([
      'GET /api/x → HTTP 400',
      `服务器说明：${detail}`,
    ])
  })

  it('keeps the technical detail: message, request, status and the server body', () => {
    const { detail } = describeError(rest('server', 500, { message: 'db down' }))
    expect(detail).toContain('GET /api/x → HTTP 500')
    expect(detail).toContain('db down')
  })
})
