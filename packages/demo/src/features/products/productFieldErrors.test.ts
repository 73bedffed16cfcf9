import { RestError } from 'use-rest-page-api'
import { describe, expect, it } from 'vitest'
import { productFieldErrors } from './productFieldErrors.ts'

const error = (status: number, body?: unknown) =>
  new RestError('x', {
    kind: status === 0 ? 'network' : status === 400 ? 'invalid' : status === 404 ? 'notFound' : 'server',
    status,
    method: 'POST',
    url: '/api/products',
    body,
  })

describe('productFieldErrors', () => {
  it.each([
    [
      error(400, { errors: [{ field: 'title', message: 'must be a non-empty string' }] }),
      { fields: { title: '请填写名称' } },
    ],
    [
      error(400, {
        errors: [
          { field: 'price', message: 'must be a non-empty string' },
          { field: 'price', message: 'must be a decimal number such as "12.50"' },
        ],
      }),
      { fields: { price: '请填写价格' } },
    ],
    [
      error(400, { errors: [{ field: 'price', message: 'must be a decimal number such as "12.50"' }] }),
      { fields: { price: '价格须为数字，最多两位小数，例如 12.50' } },
    ],
    [
      error(400, { errors: [{ field: 'title', message: 'too long for the shelf' }] }),
      { fields: { title: 'too long for the shelf' } },
    ],
    [
      error(400, { errors: [{ field: 'id', message: 'must equal the id in the path' }] }),
      { fields: {}, form: '提交的内容无效，请检查后重试。' },
    ],
    [error(400), { fields: {}, form: '提交的内容无效，请检查后重试。' }],
    [error(404), { fields: {}, form: '这个产品已不存在（可能已被删除），请关闭后刷新列表。' }],
    [error(0), { fields: {}, form: '无法连接服务器，请检查网络后重试。' }],
    [error(500), { fields: {}, form: '保存失败，服务器出错，请稍后重试。' }],
    [new Error('boom'), { fields: {}, form: '保存失败，服务器出错，请稍后重试。' }],
    [
      new RestError('POST /api/products timed out after 30000 ms (timeoutMs)', {
        kind: 'timeout',
        method: 'POST',
        url: '/api/products',
      }),
      { fields: {}, form: '服务器响应超时，没有保存。请稍后重试。' },
    ],
  ])('reads %o', (input, expected) => {
    expect(productFieldErrors(input)).toEqual(expected)
  })
})
