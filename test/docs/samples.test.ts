import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPackedApp, type PackedApp } from '../packedApp.ts'
import { checkSamples, codeBlocks, collectSamples } from './samples.ts'

// Every code sample of the docs site compiles, strict, against use-rest-page-api as published (its packed tarball
// in a fresh app): the rule is in docs/README.md, the collection and the check in ./samples.ts.
const root = fileURLToPath(new URL('../..', import.meta.url))
let app: PackedApp
beforeAll(() => {
  app = createPackedApp({ packages: ['use-rest-page-api'] })
}, 240_000)
afterAll(() => app?.dispose())

describe('the docs samples', () => {
  it('compile as written against the packed package', () => {
    const samples = collectSamples(root)
    expect(samples.filter((sample) => sample.status === 'checked').length).toBeGreaterThan(0)
    expect(checkSamples(root, app, samples)).toEqual([])
  }, 120_000)

  it('report a sample that does not compile at its line in the page, and a quote or an opt-out that breaks the rule', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'samples-'))
    try {
      mkdirSync(join(fixture, 'docs/guides'), { recursive: true })
      writeFileSync(
        join(fixture, 'docs/guides/Page.mdx'),
        [
          '# Page', // 1
          '', // 2
          '```tsx', // 3
          "import { useRestPageApi } from 'use-rest-page-api'", // 4
          'const list = useRestPageApi<Product>("/api/products")', // 5
          '```', // 6
          '', // 7
          '```ts', // 8
          '// examples/nowhere/App.tsx', // 9
          '```', // 10
          '```ts', // 11
          '// not type-checked:', // 12
          '```', // 13
        ].join('\n'),
      )
      expect(checkSamples(fixture, app, collectSamples(fixture))).toEqual([
        'docs/guides/Page.mdx:9:1 quotes examples/nowhere/App.tsx, which does not exist',
        'docs/guides/Page.mdx:12:1 opts out of the type check without a reason',
        "docs/guides/Page.mdx:5:29 error TS2304: Cannot find name 'Product'.",
      ])
    } finally {
      rmSync(fixture, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('codeBlocks', () => {
  it.each([
    ['```ts\nconst a = 1\n```', [{ line: 2, language: 'ts', code: 'const a = 1' }]],
    ['text\n\n```tsx\n<a />\n```\n```bash\nnpm i\n```', [{ line: 4, language: 'tsx', code: '<a />' }]],
    ['````tsx\n```ts\n```\n````', [{ line: 2, language: 'tsx', code: '```ts\n```' }]],
    ['- item\n\n  ```ts\n  const b = 2\n  ```', [{ line: 4, language: 'ts', code: 'const b = 2' }]],
    ['```java\nclass A {}\n```\n```json\n{}\n```', []],
  ])('finds the ts and tsx blocks of %j', (text, blocks) => {
    expect(codeBlocks(text)).toEqual(blocks)
  })
})
