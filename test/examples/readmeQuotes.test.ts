import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Docs samples compile: a README code block whose first line names an example's file (`// examples/x/app/y.tsx`, or
// `// examples/x/app/y.tsx#name` for the lines between `// #region name` and `// #endregion name` in it) must be that
// code, character for character, so what the README shows is what the examples' build, typecheck and specs run.
const root = join(import.meta.dirname, '../..')
const QUOTE = /^\/\/ (examples\/[\w./[\]-]+?)(?:#([\w-]+))?$/

interface Quote {
  /** `packages/use-rest-page-api/README.md:412` */
  where: string
  file: string
  region: string | undefined
  body: string
}

/** The code blocks of a Markdown text that quote an example's file. */
function quotesIn(markdown: string, readme: string): Quote[] {
  const quotes: Quote[] = []
  for (const match of markdown.matchAll(/^```[\w-]*\n([\s\S]*?)^```$/gm)) {
    const [first = '', ...rest] = (match[1] ?? '').replace(/\n$/, '').split('\n')
    const quote = QUOTE.exec(first)
    if (!quote) continue
    const line = markdown.slice(0, match.index).split('\n').length
    quotes.push({ where: `${readme}:${line}`, file: quote[1] ?? '', region: quote[2], body: rest.join('\n') })
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

const readmes = [
  'README.md',
  ...['packages', 'examples'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .map((name) => `${folder}/${name}/README.md`)
      .filter((path) => existsSync(join(root, path))),
  ),
]
const quotes = readmes.flatMap((readme) => quotesIn(readFileSync(join(root, readme), 'utf8'), readme))

it.each(quotes.map((quote) => [quote.where, `${quote.file}${quote.region ? `#${quote.region}` : ''}`, quote]))(
  '%s is the code of %s',
  (_where, _name, { file, region, body }) => {
    expect(existsSync(join(root, file)), `${file} exists`).toBe(true)
    expect(body).toBe(quoted(readFileSync(join(root, file), 'utf8'), region))
  },
)

it("quotes each server-rendered example in the package README's Server rendering section", () => {
  const readme = readFileSync(join(root, 'packages/use-rest-page-api/README.md'), 'utf8')
  const section = /^### Server rendering\n([\s\S]*?)^#{2,3} /m.exec(readme)?.[1] ?? ''
  const files = quotesIn(section, 'README').map((quote) => quote.file)
  for (const example of ['react-router-framework', 'swr-app'])
    expect(
      files.some((file) => file.startsWith(`examples/${example}/`)),
      example,
    ).toBe(true)
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
