import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('.', import.meta.url))

/** The folders each folder of `src/` may import from: `model/` is the shared vocabulary, `http/` the one request helper. */
const ALLOWED: Record<string, string[]> = {
  model: [],
  http: ['model'],
  config: ['model', 'http'],
  client: ['model', 'http', 'config'],
  release: ['model'],
  publish: ['model', 'http'],
  conformance: ['model', 'http', 'config', 'client', 'release'],
}

/** `from '../<folder>/…'` imports of every non-test file of a folder. */
function crossImports(folder: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = []
  for (const file of readdirSync(join(src, folder))) {
    if (!file.endsWith('.ts') || /\.(test|fixture)\.ts$|\.test-d\.ts$/.test(file)) continue
    const text = readFileSync(join(src, folder, file), 'utf8')
    for (const match of text.matchAll(/from '\.\.\/([^/']+)\//g)) found.push({ file, target: match[1] as string })
  }
  return found
}

describe('package layers', () => {
  it.each(Object.keys(ALLOWED))('%s/ imports only the folders below it', (folder) => {
    const wrong = crossImports(folder).filter((i) => !ALLOWED[folder]?.includes(i.target))
    expect(wrong).toEqual([])
  })

  it('has a model/ folder with the shared vocabulary', () => {
    expect(
      readdirSync(join(src, 'model'))
        .filter((f) => !f.includes('.test.'))
        .sort(),
    ).toEqual(expect.arrayContaining(['grantScope.ts', 'pages.ts', 'stableCode.ts', 'systemRoles.ts', 'types.ts']))
  })

  it.each(['client/createResourceServiceClient.ts', 'publish/sendPublishNotification.ts'])(
    '%s sends through the one request helper, not fetch itself',
    (file) => {
      const source = readFileSync(join(src, file), 'utf8')
      expect(source).toMatch(/from '\.\.\/http\/request\.ts'/)
      expect(source).not.toMatch(/\bfetch\)?\(/)
    },
  )
})
