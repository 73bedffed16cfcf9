import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { QUOTE } from '../docs/samples.ts'

// Docs quote code that runs: a code block of a README or of a docs page (docs/**/*.mdx) whose first line names an
// example's file (`// examples/x/app/y.tsx`) or a package's (`// packages/use-rest-page-api/src/testing/guide.test.tsx`),
// optionally `#name` for the lines between `// #region name` and `// #endregion name` in it, must be that code,
// character for character, so what the docs show is what the examples' build, typecheck and specs, or the package's
// tests, run.
const root = join(import.meta.dirname, '../..')

interface Quote {
  /** `docs/guides/ServerRendering.mdx:412` */
  where: string
  file: string
  region: string | undefined
  body: string
}

/** The code blocks of a Markdown or MDX text that quote a file. */
function quotesIn(markdown: string, page: string): Quote[] {
  const quotes: Quote[] = []
  for (const match of markdown.matchAll(/^```[\w-]*\n([\s\S]*?)^```$/gm)) {
    const [first = '', ...rest] = (match[1] ?? '').replace(/\n$/, '').split('\n')
    const quote = QUOTE.exec(first)
    if (!quote) continue
    const line = markdown.slice(0, match.index).split('\n').length
    quotes.push({ where: `${page}:${line}`, file: quote[1] ?? '', region: quote[2], body: rest.join('\n') })
  }
  return quotes
}

/** A file's text, or the lines of one of its regions with their common indentation removed. */
function quoted(text: string, region: string | undefined): string {
  if (region === undefined) return text.replace(/\n$/, '')
  const lines = text.split('\n')
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`)
  const end = lines.findIndex((line, i) => i > start && line.trim() === `// #endregion ${region}`)
  if (start === -1 || end === -1) throw new Error(`no region "${region}" (// #region ${region} ... // #endregion)`)
  if (lines.filter((line) => line.trim() === `// #region ${region}`).length > 1)
    throw new Error(`region "${region}" is marked twice`)
  const inside = lines.slice(start + 1, end)
  const indent = Math.min(...inside.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0))
  return inside.map((line) => line.slice(indent)).join('\n')
}

/** Every `.mdx` file under `dir`, but the generated API reference (`docs/api/`). */
function mdxPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'api' || entry.name === 'node_modules' ? [] : mdxPages(path)
    return entry.name.endsWith('.mdx') ? [relative(root, path)] : []
  })
}

const pages = [
  'README.md',
  ...['packages', 'examples'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .map((name) => `${folder}/${name}/README.md`)
      .filter((path) => existsSync(join(root, path))),
  ),
  ...mdxPages(join(root, 'docs')).sort(),
]
const quotes = pages.flatMap((page) => quotesIn(readFileSync(join(root, page), 'utf8'), page))
const filesQuotedBy = (page: string) =>
  quotesIn(readFileSync(join(root, page), 'utf8'), page).map((quote) => quote.file)

it.each(quotes.map((quote) => [quote.where, `${quote.file}${quote.region ? `#${quote.region}` : ''}`, quote]))(
  '%s is the code of %s',
  (_where, _name, { file, region, body }) => {
    expect(existsSync(join(root, file)), `${file} exists`).toBe(true)
    expect(body).toBe(quoted(readFileSync(join(root, file), 'utf8'), region))
  },
)

it('quotes each server-rendered example in the Server rendering guide', () => {
  const files = filesQuotedBy('docs/guides/ServerRendering.mdx')
  for (const example of ['next-app-router', 'react-router-framework', 'swr-app', 'vite-spa'])
    expect(
      files.some((file) => file.startsWith(`examples/${example}/`)),
      example,
    ).toBe(true)
})

it("quotes the testing kit's guide test, which runs in CI, in the Testing guide", () => {
  expect(filesQuotedBy('docs/guides/Testing.mdx')).toContain('packages/use-rest-page-api/src/testing/guide.test.tsx')
})

it.each([
  ['// examples/vite-spa/src/main.tsx', 'examples/vite-spa/src/main.tsx', undefined],
  ['// examples/x/app/root.tsx#provider', 'examples/x/app/root.tsx', 'provider'],
  [
    '// packages/use-rest-page-api/src/testing/guide.test.tsx#setup',
    'packages/use-rest-page-api/src/testing/guide.test.tsx',
    'setup',
  ],
  ['// packages/use-rest-page-api/README.md', undefined, undefined],
  ['// not type-checked: a sketch', undefined, undefined],
  ['// examples/x.tsx and more', undefined, undefined],
])('reads the quote line %j', (line, file, region) => {
  const match = QUOTE.exec(line)
  expect(match?.[1]).toBe(file)
  expect(match?.[2]).toBe(region)
})

describe('quoted', () => {
  const file = [
    'import x',
    '// #region a',
    'export function f() {',
    '  // #region b',
    '  return 1',
    '  // #endregion b',
    '}',
    '// #endregion a',
    '',
  ].join('\n')

  it.each([
    [undefined, file.replace(/\n$/, '')],
    ['a', ['export function f() {', '  // #region b', '  return 1', '  // #endregion b', '}'].join('\n')],
    ['b', 'return 1'],
  ])('reads region %s', (region, expected) => {
    expect(quoted(file, region)).toBe(expected)
  })

  it('says which region is missing', () => {
    expect(() => quoted(file, 'c')).toThrow('no region "c"')
  })
})
