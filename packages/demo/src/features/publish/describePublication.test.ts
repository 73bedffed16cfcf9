import { RestError, kindOfStatus, type ProblemDetail } from 'use-rest-page-api'
import { describe, expect, it } from 'vitest'
import { describeNotification, describePlacement, describePublicationError } from './describePublication.ts'

const error = (status: number, body?: unknown, problem?: ProblemDetail) =>
  new RestError('x', {
    kind: status === 0 ? 'network' : kindOfStatus(status),
    status,
    method: 'POST',
    url: '/api/forms/f/publications',
    body,
    problem,
  })

const problem = { type: 'about:blank', title: 'Bad Gateway', status: 502, detail: 'position.resourceId is unknown' }

describe('describePublication', () => {
  it.each([
    ['before', '「出差申请」将放在「发文」前面，与它同级。'],
    ['after', '「出差申请」将放在「发文」后面，与它同级。'],
    ['child', '「出差申请」将成为「发文」的子节点，排在最后。'],
  ] as const)('says where %s puts the form', (placement, expected) => {
    expect(describePlacement('出差申请', '发文', placement)).toBe(expected)
  })

  it.each([
    [{ sent: true, status: 200 }, '已把资源树推送给接收方，接收方已确认（HTTP 200）。'],
    [{ sent: false, reason: 'unchanged' }, '资源树与上次推送的相同，这次没有再推送；接收方手中的就是下面这棵树。'],
    [{ sent: false, reason: 'not-configured' }, '没有配置接收方（url.resource-publish-url），资源树没有推送。'],
    [{ sent: false, error: 'HTTP 503' }, '资源已发布，但接收方没有确认收到资源树：HTTP 503'],
  ])('tells what the receiver got from %j', (notification, expected) => {
    expect(describeNotification(notification)).toBe(expected)
  })

  it.each([
    [
      error(502, { message: 'the resource platform refused B9 release: position.resourceId "x" is not a resource' }),
      {
        title: '资源平台拒绝了这次发布，什么都没有改变。',
        detail: 'the resource platform refused B9 release: position.resourceId "x" is not a resource',
      },
    ],
    [error(500, { message: 'boom' }), { title: '服务器出错，表单没有发布，请稍后重试。', detail: 'boom' }],
    [
      error(400, { message: 'invalid publication', errors: [{ field: 'position.order', message: 'must be after' }] }),
      { title: '发布请求不完整，请检查所选的表单和位置。', detail: 'position.order: must be after' },
    ],
    [
      error(404, { message: 'no form' }),
      { title: '这个表单已不存在（可能已被删除），请刷新页面。', detail: 'no form' },
    ],
    [
      error(502, problem, problem),
      { title: '资源平台拒绝了这次发布，什么都没有改变。', detail: 'position.resourceId is unknown' },
    ],
    [error(0), { title: '无法连接服务器，请检查网络后重试。' }],
  ])('explains %o', (input, expected) => {
    expect(describePublicationError(input)).toEqual(expected)
  })
})
