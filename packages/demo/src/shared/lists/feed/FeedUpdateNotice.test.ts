import { expect, it } from 'vitest'
import { feedUpdateText } from './FeedUpdateNotice.tsx'

it.each([
  [{ added: 1, changed: 0, removed: 1 }, '有 1 条新待办'],
  [{ added: 14, changed: 0, removed: 14 }, '有 14 条新待办'],
  // A whole first page of new rows: there may be more above it, unread.
  [{ added: 15, changed: 0, removed: 15 }, '有 15 条以上新待办'],
  [{ added: 0, changed: 0, removed: 2 }, '待办有变动'],
  [{ added: 0, changed: 3, removed: 0 }, '待办有变动'],
])('says %j as %s', (update, text) => {
  expect(feedUpdateText(update, '待办', 15)).toBe(text)
})
