import { isRestError } from 'use-rest-page-api'
import type { Placement, PublicationResult } from './publicationTypes.ts'

/** One sentence that says where the form will go. */
export function describePlacement(formName: string, anchorName: string, placement: Placement): string {
  switch (placement) {
    case 'before':
      return `「${formName}」将放在「${anchorName}」前面，与它同级。`
    case 'after':
      return `「${formName}」将放在「${anchorName}」后面，与它同级。`
    case 'child':
      return `「${formName}」将成为「${anchorName}」的子节点，排在最后。`
  }
}

/** What the receiver of the publish notification (spec C) got, in words. */
export function describeNotification(notification: PublicationResult['notification']): string {
  if (notification.sent) return `已把资源树推送给接收方，接收方已确认（HTTP ${notification.status ?? 200}）。`
  switch (notification.reason) {
    case 'unchanged':
      return '资源树与上次推送的相同，这次没有再推送；接收方手中的就是下面这棵树。'
    case 'not-configured':
      return '没有配置接收方（url.resource-publish-url），资源树没有推送。'
    default:
      return `资源已发布，但接收方没有确认收到资源树${notification.error ? `：${notification.error.slice(0, 300)}` : '。'}`
  }
}

/** A failed publication as the page shows it: a title a person understands and the detail behind it. */
export interface PublicationFailure {
  title: string
  /** The platform's or server's own words, shown as they are. */
  detail?: string | undefined
}

/**
 * Reads a failed `POST /api/forms/{formId}/publications`: a 502 is the resource platform refusing (its message is
 * shown as it came, it is the only explanation there is); a 400 names the fields; the others say what to do. The
 * server's words are its body's `message` (Spring Boot's error body), or a problem detail's `detail` (Spring's
 * `ProblemDetail`, `application/problem+json`).
 */
export function describePublicationError(error: unknown): PublicationFailure {
  if (!isRestError(error)) return { title: '发布失败，请稍后重试。', detail: String(error).slice(0, 300) }
  const body = error.body as { message?: unknown; errors?: unknown } | undefined
  const message = (typeof body?.message === 'string' ? body.message : error.problem?.detail)?.slice(0, 500)
  switch (error.kind) {
    case 'server':
      if (error.status === 502) return { title: '资源平台拒绝了这次发布，什么都没有改变。', detail: message }
      return { title: '服务器出错，表单没有发布，请稍后重试。', detail: message }
    case 'invalid': {
      const fields = Array.isArray(body?.errors)
        ? body.errors
            .slice(0, 10)
            .map((e: { field?: unknown; message?: unknown }) => `${String(e.field)}: ${String(e.message)}`)
            .join('；')
        : ''
      return { title: '发布请求不完整，请检查所选的表单和位置。', detail: fields || message }
    }
    case 'notFound':
      return { title: '这个表单已不存在（可能已被删除），请刷新页面。', detail: message }
    case 'network':
      return { title: '无法连接服务器，请检查网络后重试。' }
    case 'timeout':
      return { title: '服务器响应超时，请稍后重试。' }
    default:
      return { title: '发布失败，请稍后重试。', detail: message }
  }
}
