import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BOM, csvCell, toCsv } from './toCsv.ts'

/** A minimal RFC 4180 reader, to check that every cell written reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  const endCell = () => {
    rows.at(-1)!.push(cell)
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') endCell()
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell()
      rows.push([])
      i++
    } else cell += c
  }
  rows.pop()
  return rows
}

describe('toCsv', () => {
  it.each([
    ['出差申请', '出差申请'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('starts with a BOM and a header line, ends lines with CRLF', () => {
    const text = toCsv(
      [{ bt: '出差', n: 2 }],
      [
        { header: '标题', value: (r) => r.bt },
        { header: '天数', value: (r) => r.n },
      ],
    )
    expect(text).toBe(`${BOM}标题,天数\r\n出差,2\r\n`)
  })

  it('reads back every value it writes, formula guard aside', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const text = toCsv(rows, [
          { header: 'a', value: (r) => r[0] },
          { header: 'b', value: (r) => r[1] },
        ])
        const guard = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)
        expect(parseCsv(text.slice(1))).toEqual([['a', 'b'], ...rows.map((r) => r.map(guard))])
      }),
    )
  })
})
