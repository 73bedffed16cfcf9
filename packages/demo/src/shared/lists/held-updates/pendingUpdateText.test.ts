import { describe, expect, it } from 'vitest'
import { appliedUpdateText, heldUpdateText } from './pendingUpdateText.ts'

describe('heldUpdateText', () => {
  it.each([
    [1, '有 1 条新待办'],
    [3, '有 3 条新待办'],
    [-2, '2 条待办已不在列表中'],
    [0, '列表有更新'],
  ])('says a change of %i records as %s', (change, text) => {
    expect(heldUpdateText(change, '待办')).toBe(text)
  })

  it.each([
    [2, '已显示 2 条新待办。'],
    [-1, '已从列表中移出 1 条待办。'],
    [0, '列表已更新。'],
  ])('says what showing a change of %i did: %s', (change, text) => {
    expect(appliedUpdateText(change, '待办')).toBe(text)
  })
})
