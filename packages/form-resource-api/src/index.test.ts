import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as api from './index.ts'

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

/** The type-only exports of an entry file: `export type { … }` lists. */
function typeExports(source: string) {
  return [...source.matchAll(/export type \{([^}]*)\}/g)]
    .flatMap((m) => (m[1] as string).split(','))
    .map((n) => n.trim())
    .filter((n) => n !== '')
    .sort()
}

describe('the public surface', () => {
  it('exports exactly the values the README documents', () => {
    expect(Object.keys(api).sort()).toEqual(documented('form-resource-api').values)
  })

  it('exports exactly the types the README documents', () => {
    expect(typeExports(text('./index.ts'))).toEqual(documented('form-resource-api').types)
  })
})
