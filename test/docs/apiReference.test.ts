import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  OPTIONS_INTERFACE,
  packageEntries,
  prose,
  readApi,
  renderEntry,
  splitDefault,
  undocumented,
  type ApiEntry,
} from '../../docs/tools/apiReference.ts'

// The API reference of the docs site is generated from the TSDoc of use-rest-page-api (docs/tools/apiReference.ts):
// these tests hold the TSDoc complete enough for it, and its pages valid MDX.
const packageDir = fileURLToPath(new URL('../../packages/use-rest-page-api', import.meta.url))
let api: ApiEntry[]
beforeAll(() => {
  api = readApi(packageDir)
}, 120_000)

describe('the API reference', () => {
  it('has a doc comment for every export of every entry, and every member of its options and props interfaces', () => {
    expect(undocumented(api)).toEqual([])
  })

  it('states the default of every optional member of an options, props or settings interface', () => {
    const silent = api.flatMap((entry) =>
      entry.symbols
        .filter((symbol) => symbol.kind === 'interface' && OPTIONS_INTERFACE.test(symbol.name))
        .flatMap((symbol) =>
          symbol.members
            .filter((member) => member.optional && member.defaultValue === undefined)
            .map((member) => `${entry.specifier}: ${symbol.name}.${member.name}`),
        ),
    )
    expect(silent).toEqual([])
  })

  it('reads every entry of the exports map, each with the names its index.ts exports', () => {
    expect(api.map((entry) => entry.specifier)).toEqual(packageEntries(packageDir).map((entry) => entry.specifier))
    const main = api.find((entry) => entry.specifier === 'use-rest-page-api')
    expect(main?.symbols.map((symbol) => symbol.name)).toEqual(
      expect.arrayContaining(['useRestPageApi', 'RestPageApiProvider', 'RestPageApiOptions', 'RestError', 'default']),
    )
    const options = main?.symbols.find((symbol) => symbol.name === 'RestPageApiOptions')
    // Inherited members are listed with the interface that takes them (LiveOptions, ListTransforms...).
    expect(options?.members.find((member) => member.name === 'pageSize')?.defaultValue).toBe('`15`')
    expect(options?.members.map((member) => member.name)).toEqual(
      expect.arrayContaining(['retry', 'transformListRequest', 'syncToUrl']),
    )
  })

  it('writes pages that compile as MDX, with a section for every export', async () => {
    for (const entry of api) {
      const page = renderEntry(entry)
      await expect(compile(page, { remarkPlugins: [remarkGfm] }), entry.specifier).resolves.toBeDefined()
      for (const symbol of entry.symbols) expect(page, entry.specifier).toContain(`\n## ${symbol.name}\n`)
    }
    // Nine pages through the MDX compiler (the main entry's has 61 sections): seconds of work, not a wait.
  }, 60_000)

  it('names an export without a doc comment, and an undocumented option', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-reference-'))
    try {
      mkdirSync(join(dir, 'src'))
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'pkg', exports: { '.': './src/index.ts' } }))
      writeFileSync(
        join(dir, 'src/index.ts'),
        [
          'export function bare() {}',
          '/** Documented. */',
          'export interface ThingOptions {',
          '  /** Said. Default: `1`. */',
          '  said?: number',
          '  unsaid?: string',
          '}',
        ].join('\n'),
      )
      const entries = readApi(dir)
      expect(undocumented(entries)).toEqual(['pkg: bare', 'pkg: ThingOptions.unsaid'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('doc comment text', () => {
  it.each([
    ['Page size. Read on mount. Default: `15`.', 'Page size. Read on mount.', '`15`'],
    ["Put before every key. Default `''`.", 'Put before every key.', "`''`"],
    [
      'Base url. Default: the `url` argument without its query string.',
      'Base url.',
      'the `url` argument without its query string',
    ],
    ['Default: none; the server renders the defaults. More.', 'More.', 'none; the server renders the defaults'],
    ['No default here.', 'No default here.', undefined],
  ])('splits %j into its summary and default', (text, summary, defaultValue) => {
    expect(splitDefault(text)).toEqual({ summary, defaultValue })
  })

  it.each([
    ['a `Promise<T>` and {x}', 'a `Promise<T>` and &#123;x&#125;'],
    ['Map<K, V>', 'Map&#60;K, V&#62;'],
    ['``a ` b`` then <b>', '``a ` b`` then &#60;b&#62;'],
  ])('makes %j safe for MDX outside its code spans', (text, safe) => {
    expect(prose(text)).toBe(safe)
  })
})
