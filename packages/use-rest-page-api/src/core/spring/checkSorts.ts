import { PREFIX } from '../http/RestError.ts'
import type { SortInfo } from '../types.ts'

/**
 * The sorts, when Spring can read each as written: a property that is empty, holds a `,` (Spring reads
 * `sort=a,b,desc` as two orders) or a `%` (Spring Data 3.3+ decodes sort values a second time and answers 500) is
 * refused with a `TypeError` naming it, before anything is sent.
 *
 * @example
 * checkSorts([{ property: 'price,title', direction: 'asc' }], 'sortWith()') // TypeError
 */
export function checkSorts(sorts: readonly SortInfo[], where: string): SortInfo[] {
  for (const { property } of sorts) {
    if (typeof property == 'string' && property !== '' && !/[,%]/.test(property)) continue
    throw new TypeError(
      `${PREFIX}${where} refuses sort property ${JSON.stringify(property)}: Spring reads an empty one as none, a "," as two orders, and a "%" as an escape; nothing was sent`,
    )
  }
  return [...sorts]
}
