import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countLines, countSamples } from '../../docs/tools/countSampleLines.mjs'

// The comparison guide's line counts (docs/guides/Comparison.mdx) are what docs/tools/countSampleLines.mjs counts in
// the samples as they are: a sample edited without its figures fails here.
const page = readFileSync(join(import.meta.dirname, '../../docs/guides/Comparison.mdx'), 'utf8')

describe('countLines', () => {
  it.each([
    ['const a = 1\n\nconst b = 2\n', { list: 2, once: 0, total: 2 }],
    ['// why\n/** doc\n * more\n */\nconst a = 1\n', { list: 1, once: 0, total: 1 }],
    ['<a>\n  {/* a note */}\n</a>\n', { list: 2, once: 0, total: 2 }],
    ['const a = 1\n// #region once\nconst b = 2\n\n// #endregion once\n', { list: 1, once: 1, total: 2 }],
  ])('counts the code lines of %j', (text, counts) => {
    expect(countLines(text)).toEqual(counts)
  })
})

describe("the comparison guide's table", () => {
  it.each(Object.entries(countSamples()))('shows the counts of %s', (file, { list, once, total }) => {
    const row = page.split('\n').find((line) => line.startsWith('|') && line.includes(`(\`${file}\`)`))
    expect(row, `no row for ${file}`).toBeDefined()
    const figures = (row as string)
      .split('|')
      .slice(2, 5)
      .map((cell) => Number(cell.trim()))
    expect(figures).toEqual([list, once, total])
  })
})
