import { describe, expect, it } from 'vitest'
import { describeTaken } from './handleTodo.ts'

describe('describeTaken', () => {
  it.each([
    [
      { by: '科长一', at: '2026-03-02 09:14:00', action: 'approve' },
      'admin',
      '科长一已于 2026-03-02 09:14 同意了这份待办，不需要你再办理。',
    ],
    [
      { by: '科长一', at: '2026-03-02 09:14:00', action: 'return' },
      'admin',
      '科长一已于 2026-03-02 09:14 退回了这份待办，不需要你再办理。',
    ],
    [
      { by: 'admin', at: '2026-03-02 09:15:00', action: 'approve' },
      'admin',
      '你已于 2026-03-02 09:15 同意了这份待办，不需要你再办理。',
    ],
    [
      { by: null, at: '2026-03-02 09:16:00', action: 'submit' },
      'admin',
      '有人已于 2026-03-02 09:16 办理了这份待办，不需要你再办理。',
    ],
    [null, 'admin', '这份待办已不在你的待办中，不需要你再办理。'],
  ])('says %j to %s', (taken, me, words) => {
    expect(describeTaken(taken, me)).toBe(words)
  })
})
