import { expect, it } from 'vitest'
import { createSyncNotices } from './syncNotices.ts'

it('keeps one notice per record, the latest last, and tells its listeners of each change', () => {
  const notices = createSyncNotices()
  let heard = 0
  const stop = notices.subscribe(() => heard++)
  notices.add({ id: 'a', text: 'first', tone: 'info' })
  notices.add({ id: 'b', text: 'other', tone: 'error' })
  notices.add({ id: 'a', text: 'again', tone: 'info' })
  expect(notices.getSnapshot().map((n) => `${n.id}:${n.text}`)).toEqual(['b:other', 'a:again'])
  notices.dismiss('b')
  notices.dismiss('unknown')
  expect(notices.getSnapshot().map((n) => n.id)).toEqual(['a'])
  notices.clear()
  notices.clear()
  stop()
  notices.add({ id: 'c', text: 'unheard', tone: 'info' })
  expect(heard).toBe(5)
})

it('gives the same array until it changes', () => {
  const notices = createSyncNotices()
  const before = notices.getSnapshot()
  notices.dismiss('none')
  expect(notices.getSnapshot()).toBe(before)
})
