/**
 * What the list's notice says about a reload held back, from how many records the list holds by the server's latest
 * answer against the page on screen: 有 2 条新待办 (more), 1 条已不在列表中 (fewer: handled in another tab), or
 * 列表有更新 (as many, in another order or with other rows). Counting rows of the page would mislead: a new to-do on
 * top pushes the last row to the next page, and a row handled elsewhere pulls one up from it.
 *
 * @example
 * heldUpdateText(2, '待办') // '有 2 条新待办'
 */
export function heldUpdateText(totalChange: number, noun: string): string {
  if (totalChange > 0) return `有 ${totalChange} 条新${noun}`
  if (totalChange < 0) return `${-totalChange} 条${noun}已不在列表中`
  return '列表有更新'
}

/**
 * What the status line says once the held reload is shown (刷新).
 *
 * @example
 * appliedUpdateText(2, '待办') // '已显示 2 条新待办。'
 */
export function appliedUpdateText(totalChange: number, noun: string): string {
  if (totalChange > 0) return `已显示 ${totalChange} 条新${noun}。`
  if (totalChange < 0) return `已从列表中移出 ${-totalChange} 条${noun}。`
  return '列表已更新。'
}
