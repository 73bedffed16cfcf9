import { isRestError } from 'use-rest-page-api'

/** The fields of the product form. */
export type ProductField = 'title' | 'price'

/** What the form shows: a message per field, and one for the form as a whole. */
export interface ProductFormErrors {
  fields: Partial<Record<ProductField, string>>
  /** A message that belongs to no field (a 404, a 500, the network), or `undefined`. */
  form?: string
}

const LABELS: Record<ProductField, string> = { title: '名称', price: '价格' }

/** The mock's English field messages, in Chinese; an unknown message is shown as the server wrote it. */
function fieldMessage(field: ProductField, message: string): string {
  if (/non-empty/.test(message)) return `请填写${LABELS[field]}`
  if (/decimal number/.test(message)) return '价格须为数字，最多两位小数，例如 12.50'
  return message
}

/**
 * Reads a failed create or update as the form shows it: a 400 lists `errors: [{ field, message }]` (the mock's error
 * body), each shown beside its field; any other failure is one message for the whole form, in Chinese.
 *
 * @example
 * productFieldErrors(new RestError('…', { kind: 'invalid', status: 400, method: 'POST', url: '/api/products',
 *   body: { errors: [{ field: 'price', message: 'must be a non-empty string' }] } }))
 * // { fields: { price: '请填写价格' } }
 */
export function productFieldErrors(error: unknown): ProductFormErrors {
  if (isRestError(error, 'invalid')) {
    const listed = (error.body as { errors?: unknown } | undefined)?.errors
    const fields: ProductFormErrors['fields'] = {}
    const others: string[] = []
    for (const entry of Array.isArray(listed) ? listed.slice(0, 20) : []) {
      const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown }
      const text = typeof message === 'string' ? message.slice(0, 200) : '无效'
      if (field === 'title' || field === 'price') fields[field] ??= fieldMessage(field, text)
      else others.push(text)
    }
    const form = others.length > 0 || Object.keys(fields).length === 0 ? '提交的内容无效，请检查后重试。' : undefined
    return form ? { fields, form } : { fields }
  }
  if (isRestError(error, 'notFound'))
    return { fields: {}, form: '这个产品已不存在（可能已被删除），请关闭后刷新列表。' }
  if (isRestError(error, 'network')) return { fields: {}, form: '无法连接服务器，请检查网络后重试。' }
  if (isRestError(error, 'timeout')) return { fields: {}, form: '服务器响应超时，没有保存。请稍后重试。' }
  return { fields: {}, form: '保存失败，服务器出错，请稍后重试。' }
}
