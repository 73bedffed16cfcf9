import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const text = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

/** The names in backticks of the README's "Exports" table row for `entry`: values and types. */
function documented(entry: string) {
  const section =
    text('../README.md')
      .split(/^## Exports$/m)[1]
      ?.split(/^## /m)[0] ?? ''
  const row = section.split('\n').find((line) => line.startsWith(`| \`${entry}\``))
  const [, , values = '', types = ''] = row?.split('|') ?? []
  const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string).sort()
  return { values: names(values), types: names(types) }
}

/** What an entry file exports, read from its source (the browser entry cannot be imported in Node). */
function exportsOf(source: string) {
  const lists = (pattern: RegExp) =>
    [...source.matchAll(pattern)]
      .flatMap((m) => (m[1] as string).split(','))
      .map((n) => n.trim())
      .filter(Boolean)
  const declared = [...source.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map(
    (m) => m[1] as string,
  )
  return {
    values: [...lists(/export \{([^}]*)\}/g), ...declared].sort(),
    types: lists(/export type \{([^}]*)\}/g).sort(),
  }
}

describe('the public surface', () => {
  it.each([
    ['form-mock-server', './index.ts'],
    ['form-mock-server/node', './node.ts'],
    ['form-mock-server/browser', './browser.ts'],
  ])('%s exports exactly what the README documents', (entry, file) => {
    expect(exportsOf(text(file))).toEqual(documented(entry))
  })
})
