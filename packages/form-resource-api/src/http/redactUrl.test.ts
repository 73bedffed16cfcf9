import { describe, expect, it } from 'vitest'
import { redactUrl } from './redactUrl.ts'

describe('redactUrl', () => {
  it.each([
    ['https://u:p@rs.example/resource/list?token=s3cret', 'https://rs.example/resource/list'],
    ['http://rs.example:8080/a/b?x=1#frag', 'http://rs.example:8080/a/b'],
    ['http://rs.example/a', 'http://rs.example/a'],
    ['not a url', '(an address that does not parse)'],
  ])('shows %s as %s', (input, shown) => {
    expect(redactUrl(input)).toBe(shown)
  })

  it('keeps the query parameters the caller names', () => {
    expect(redactUrl('http://rs.example/a?token=t&pid=1', ['pid'])).toBe('http://rs.example/a?pid=1')
  })
})
