import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PackedApp } from '../packedApp.ts'

/**
 * One code sample of the docs: a ```ts or ```tsx block of a page, or a whole example file a page shows.
 *
 * The rule (docs/README.md): every sample is a module that compiles as written, strict, against the package as
 * published. Two exceptions, both visible to the reader: a block whose first line is `// examples/<path>` quotes a
 * file of an example app (checked by that app's own build; the file must exist), and a block whose first line is
 * `// not type-checked: <reason>` opts out, saying why.
 */
export interface Sample {
  /** The page or file, relative to the repository. */
  file: string
  /** The line of the page where the sample's code starts (1-based). */
  line: number
  language: 'ts' | 'tsx'
  code: string
  /** `checked` (compiled here), `quoted` (from an example app), `opted-out` (with a reason). */
  status: 'checked' | 'quoted' | 'opted-out'
  /** The quoted file, or the reason for opting out. */
  note?: string
}

const QUOTED = /^\/\/ (examples\/\S+)/
const OPTED_OUT = /^\/\/ not type-checked:(.*)$/

/** The ```ts and ```tsx blocks of a Markdown or MDX text, each with the line its code starts on. */
export function codeBlocks(text: string): { line: number; language: 'ts' | 'tsx'; code: string }[] {
  const lines = text.split('\n')
  const blocks: { line: number; language: 'ts' | 'tsx'; code: string }[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(\S*)/.exec(lines[i] as string)
    if (!open) continue
    const [, indent = '', marks = '', info = ''] = open
    const close = new RegExp(`^\\s*${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`)
    let end = i + 1
    while (end < lines.length && !close.test(lines[end] as string)) end++
    const language = info.toLowerCase()
    if (language === 'ts' || language === 'tsx')
      blocks.push({
        line: i + 2,
        language,
        code: lines
          .slice(i + 1, end)
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
          .join('\n'),
      })
    i = end
  }
  return blocks
}

function classify(code: string): Pick<Sample, 'status' | 'note'> {
  const first = code.split('\n', 1)[0] ?? ''
  const quoted = QUOTED.exec(first)
  if (quoted) return { status: 'quoted', note: quoted[1] ?? '' }
  const optedOut = OPTED_OUT.exec(first)
  if (optedOut) return { status: 'opted-out', note: (optedOut[1] ?? '').trim() }
  return { status: 'checked' }
}

/** Every file under `dir` (recursively) whose name passes `keep`, skipping `node_modules` and generated folders. */
function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path, keep)
    return keep(entry.name) ? [path] : []
  })
}

/**
 * The docs' samples: every block of `docs/**\/*.mdx` (but the generated API reference in `docs/api/`, whose examples
 * are the TSDoc's), every example file a guide shows whole (`docs/guides/examples/*.tsx`), and the blocks of the
 * extra Markdown files given (a README).
 */
export function collectSamples(root: string, markdown: string[] = []): Sample[] {
  const docs = join(root, 'docs')
  const pages = walk(docs, (name) => name.endsWith('.mdx')).filter((path) => !path.startsWith(join(docs, 'api')))
  const fromPages = [...pages.sort(), ...markdown.map((file) => join(root, file))].flatMap((path) =>
    codeBlocks(readFileSync(path, 'utf8')).map((block) => ({
      file: relative(root, path),
      ...block,
      ...classify(block.code),
    })),
  )
  const examples = join(docs, 'guides/examples')
  const fromExamples = existsSync(examples)
    ? walk(examples, (name) => /\.tsx?$/.test(name))
        .sort()
        .map((path) => {
          const code = readFileSync(path, 'utf8')
          return {
            file: relative(root, path),
            line: 1,
            language: path.endsWith('.tsx') ? ('tsx' as const) : ('ts' as const),
            code,
            ...classify(code),
          }
        })
    : []
  return [...fromPages, ...fromExamples]
}

/**
 * What is wrong with the samples, one line each, `<file>:<line>:<column> <message>`: the compiler's errors for the
 * checked ones (each compiled as a module in `app`, strict, by TypeScript 5.9), an opt-out without a reason, a
 * quote of a file that does not exist. `[]` when all is well.
 */
export function checkSamples(root: string, app: PackedApp, samples: Sample[]): string[] {
  const problems: string[] = []
  for (const sample of samples) {
    if (sample.status === 'opted-out' && !sample.note)
      problems.push(`${sample.file}:${sample.line}:1 opts out of the type check without a reason`)
    if (sample.status === 'quoted' && !existsSync(join(root, sample.note as string)))
      problems.push(`${sample.file}:${sample.line}:1 quotes ${sample.note}, which does not exist`)
  }
  const checked = samples.filter((sample) => sample.status === 'checked')
  const dir = join(app.dir, 'samples')
  mkdirSync(dir, { recursive: true })
  const names = checked.map((sample, i) => {
    const name = `samples/${String(i).padStart(3, '0')}.${sample.language}`
    writeFileSync(join(app.dir, name), sample.code + '\n')
    return name
  })
  writeFileSync(
    join(app.dir, 'tsconfig.samples.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        lib: ['es2022', 'dom', 'dom.iterable'],
        module: 'esnext',
        moduleResolution: 'bundler',
        // Each sample is a module of its own, with or without an import.
        moduleDetection: 'force',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        pretty: false,
        types: [],
      },
      files: names,
    }),
  )
  const output = app.compile('TypeScript 5.9', 'tsconfig.samples.json')
  for (const message of output.split('\n').filter((line) => line.trim() !== '')) {
    const at = /^samples\/(\d+)\.tsx?\((\d+),(\d+)\): (.*)$/.exec(message)
    const sample = at && checked[Number(at[1])]
    if (!at || !sample) {
      if (!/^\s/.test(message) || problems.length === 0) problems.push(message)
      else problems[problems.length - 1] += `\n${message}`
      continue
    }
    problems.push(`${sample.file}:${sample.line + Number(at[2]) - 1}:${at[3]} ${at[4]}`)
  }
  return problems
}
