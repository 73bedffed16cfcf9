import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** One member of an exported interface or class: a row of its table. */
export interface ApiMember {
  name: string
  /** The type as written in the source (`boolean | UrlSyncOptions`), or as the checker prints it. */
  type: string
  optional: boolean
  /** The doc comment without its `Default: ...` sentence; `''` when there is none. */
  summary: string
  /** What the doc comment's `Default: ...` (or `@defaultValue`) says; `undefined` when it says nothing. */
  defaultValue: string | undefined
  documented: boolean
}

/** One export of an entry. */
export interface ApiSymbol {
  name: string
  kind: 'function' | 'interface' | 'type' | 'class' | 'const'
  /** The declaration as a reader writes against it: a function's signatures, an interface's head, a type's text. */
  signature: string
  summary: string
  examples: string[]
  /** Members of an interface or class (inherited ones included), in declaration order. */
  members: ApiMember[]
  documented: boolean
  /** Another export of the same entry this one is (`default` is `useRestPageApi`). */
  aliasOf?: string
}

/** One entry of the package's `exports` map: `use-rest-page-api/server`, its source file and its exports. */
export interface ApiEntry {
  /** The import specifier. */
  specifier: string
  /** The entry's source file, relative to the package. */
  file: string
  symbols: ApiSymbol[]
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope

/**
 * The entries of the package as its `exports` map names them (the `default` condition where there are several: the
 * `production` devtools entry exports the same names), each with the source file of its `index.ts`.
 */
export function packageEntries(packageDir: string): { specifier: string; file: string }[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string
    exports: Record<string, string | Record<string, string>>
  }
  return Object.entries(manifest.exports)
    .filter(([path]) => path !== './package.json')
    .map(([path, target]) => ({
      specifier: path === '.' ? manifest.name : `${manifest.name}/${path.slice(2)}`,
      file: (typeof target === 'string' ? target : (target.default ?? '')).replace(/^\.\//, ''),
    }))
}

/** Reads every entry of the package at `packageDir` with the TypeScript compiler: what each exports, documented how. */
export function readApi(packageDir: string): ApiEntry[] {
  const entries = packageEntries(packageDir)
  const program = ts.createProgram(
    entries.map((entry) => join(packageDir, entry.file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      exactOptionalPropertyTypes: true,
      allowImportingTsExtensions: true,
      noEmit: true,
      skipLibCheck: true,
    },
  )
  const checker = program.getTypeChecker()
  return entries.map((entry) => {
    const source = program.getSourceFile(join(packageDir, entry.file))
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!moduleSymbol) throw new Error(`[docs] ${entry.specifier}: cannot read ${entry.file}`)
    const exports = checker.getExportsOfModule(moduleSymbol)
    const targets = new Map(exports.map((symbol) => [symbol.name, resolve(checker, symbol)]))
    const symbols = exports.map((symbol): ApiSymbol => {
      const target = targets.get(symbol.name) as ts.Symbol
      const twin = [...targets].find(([name, other]) => other === target && name !== symbol.name)
      if (symbol.name === 'default' && twin)
        return {
          name: 'default',
          kind: 'const',
          signature: `export { ${twin[0]} as default }`,
          summary: `The default export: the same function as \`${twin[0]}\`.`,
          examples: [],
          members: [],
          documented: true,
          aliasOf: twin[0],
        }
      return describe(checker, symbol.name, target)
    })
    return { ...entry, symbols: symbols.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name)) }
  })
}

/** Functions first, then classes, constants, interfaces and types; `default` last. */
function order(symbol: ApiSymbol): number {
  if (symbol.aliasOf) return 9
  return ['function', 'class', 'const', 'interface', 'type'].indexOf(symbol.kind)
}

function resolve(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
}

function docOf(checker: ts.TypeChecker, symbol: ts.Symbol) {
  const summary = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
  const tags = symbol.getJsDocTags(checker)
  const examples = tags
    .filter((tag) => tag.name === 'example')
    .map((tag) => ts.displayPartsToString(tag.text).replace(/^\n+|\s+$/g, ''))
  const defaultTag = tags.find((tag) => tag.name === 'default' || tag.name === 'defaultValue')
  return { summary, examples, defaultTag: defaultTag && ts.displayPartsToString(defaultTag.text).trim() }
}

/**
 * The default a doc comment states: `Default: <text>` (or `Default <code>`), up to the end of its sentence, and the
 * summary without that sentence.
 */
export function splitDefault(summary: string): { summary: string; defaultValue: string | undefined } {
  const match = /(?:^|\s)Default(?::\s*|\s+(?=`))([^]*?)(?:\.(?=\s|$)|$)/.exec(summary)
  if (!match) return { summary, defaultValue: undefined }
  const rest = (summary.slice(0, match.index) + summary.slice(match.index + match[0].length)).trim()
  return { summary: rest, defaultValue: (match[1] ?? '').trim() }
}

function describe(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): ApiSymbol {
  const declaration = symbol.declarations?.[0]
  if (!declaration) throw new Error(`[docs] ${name} has no declaration`)
  const { summary, examples } = docOf(checker, symbol)
  const base = { name, summary, examples, documented: summary !== '', members: [] as ApiMember[] }
  const text = (node: ts.Node) => node.getText().replace(/\s+/g, ' ').trim()
  if (ts.isInterfaceDeclaration(declaration)) {
    const head = text(declaration).slice(0, text(declaration).indexOf('{')).trim()
    return {
      ...base,
      kind: 'interface',
      signature: head.replace(/^export\s+/, ''),
      members: membersOf(checker, symbol, declaration),
    }
  }
  if (ts.isTypeAliasDeclaration(declaration))
    return { ...base, kind: 'type', signature: declaration.getText().replace(/^export\s+/, '') }
  if (ts.isClassDeclaration(declaration)) {
    const head = text(declaration).slice(0, text(declaration).indexOf('{')).trim()
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
    const constructors = type
      .getConstructSignatures()
      .map((signature) => `new ${name}${checker.signatureToString(signature, declaration, FORMAT)}`)
    return {
      ...base,
      kind: 'class',
      signature: [head.replace(/^export\s+/, ''), ...constructors].join('\n'),
      members: membersOf(checker, symbol, declaration),
    }
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
  const signatures = type.getCallSignatures()
  if (ts.isFunctionDeclaration(declaration) || (signatures.length > 0 && ts.isVariableDeclaration(declaration)))
    return {
      ...base,
      kind: 'function',
      signature: signatures
        .map((signature) => `function ${name}${checker.signatureToString(signature, declaration, FORMAT)}`)
        .join('\n'),
    }
  return { ...base, kind: 'const', signature: `const ${name}: ${checker.typeToString(type, declaration, FORMAT)}` }
}

function membersOf(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Declaration): ApiMember[] {
  const type = checker.getDeclaredTypeOfSymbol(symbol)
  return checker
    .getPropertiesOfType(type)
    .filter((property) => {
      const member = property.valueDeclaration ?? property.declarations?.[0]
      if (!member) return false
      // A class's private and protected members are not part of its API; what it inherits from `Error` is not ours.
      if (ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false
      if (ts.isClassDeclaration(declaration)) return member.parent === declaration
      return !member.getSourceFile().isDeclarationFile
    })
    .map((property) => {
      const member = property.valueDeclaration ?? property.declarations?.[0]
      const doc = docOf(checker, property)
      const split = splitDefault(doc.summary)
      const typeNode = member && 'type' in member ? (member.type as ts.TypeNode | undefined) : undefined
      let typeText: string
      if (member && ts.isMethodSignature(member))
        typeText = checker.signatureToString(checker.getSignatureFromDeclaration(member)!, member, FORMAT)
      else if (typeNode) typeText = typeNode.getText().replace(/\s+/g, ' ')
      else
        typeText = checker.typeToString(checker.getTypeOfSymbolAtLocation(property, declaration), declaration, FORMAT)
      return {
        name: property.name,
        type: typeText,
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
        summary: split.summary,
        defaultValue: doc.defaultTag ?? split.defaultValue,
        documented: doc.summary !== '',
      }
    })
}

/** The names of options and props interfaces: every member of one must say what it does. */
export const OPTIONS_INTERFACE = /(Options|Props|Settings)$/

/**
 * What the reference cannot document: every export without a doc comment, and every member of an exported options,
 * props or settings interface without one, as `<entry>: <name>` or `<entry>: <interface>.<member>`.
 */
export function undocumented(entries: ApiEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.symbols.flatMap((symbol) => [
      ...(symbol.documented ? [] : [`${entry.specifier}: ${symbol.name}`]),
      ...(symbol.kind === 'interface' && OPTIONS_INTERFACE.test(symbol.name)
        ? symbol.members.filter((m) => !m.documented).map((m) => `${entry.specifier}: ${symbol.name}.${m.name}`)
        : []),
    ]),
  )
}

/** Text for MDX outside code: braces and angle brackets are literal, not expressions or JSX. */
function escapeText(text: string): string {
  return text.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Markdown prose from a doc comment: its code spans kept, the text between them made MDX-safe. */
export function prose(text: string): string {
  return text
    .split(/(`+[^`]*?`+)/)
    .map((part, i) => (i % 2 === 1 ? part : escapeText(part)))
    .join('')
}

/** A code span that holds `text` whatever backticks it has. */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`
}

/** A GitHub table cell: one line, pipes escaped (inside code spans too, as GFM wants). */
function cell(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|')
}

function fence(language: string, body: string): string {
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length))
  const marks = '`'.repeat(longest + 1)
  return `${marks}${language}\n${body}\n${marks}`
}

/** The sidebar title of an entry's page. */
export function pageTitle(entry: ApiEntry): string {
  const sub = entry.specifier.split('/').slice(1).join('/')
  return `API reference/${sub || entry.specifier}`
}

/** The file name of an entry's page under `docs/api/`. */
export function pageFile(entry: ApiEntry): string {
  const sub = entry.specifier.split('/').slice(1).join('-')
  return `${sub || 'index'}.mdx`
}

const KIND_LABELS = {
  function: 'functions',
  class: 'classes',
  const: 'constants',
  interface: 'interfaces',
  type: 'types',
} as const

/** One entry's reference page, as MDX: each export's signature, summary, members with their defaults, examples. */
export function renderEntry(entry: ApiEntry): string {
  const lines = [
    `{/* Generated by docs/tools/generateApiReference.mjs from the TSDoc of ${entry.file}: do not edit. */}`,
    '',
    "import { Meta } from '@storybook/addon-docs/blocks'",
    '',
    `<Meta title="${pageTitle(entry)}" />`,
    '',
    `# ${code(entry.specifier)}`,
    '',
    `${entry.symbols.length} exports, from \`${entry.file}\`, generated from their TSDoc.`,
    '',
    ...(['function', 'class', 'const', 'interface', 'type'] as const).flatMap((kind) => {
      const names = entry.symbols.filter((s) => s.kind === kind).map((s) => `[${s.name}](#${s.name.toLowerCase()})`)
      return names.length ? [`- **${KIND_LABELS[kind]}**: ${names.join(', ')}`] : []
    }),
    '',
  ]
  for (const symbol of entry.symbols) {
    lines.push(`## ${symbol.name}`, '', `*${symbol.kind}*`, '', fence('ts', symbol.signature), '')
    if (symbol.summary) lines.push(prose(symbol.summary), '')
    if (symbol.members.length > 0) {
      // The default column only where a member has one (an options interface, not a result).
      const defaults = symbol.members.some((member) => member.defaultValue !== undefined)
      lines.push(
        defaults ? '| member | type | default | description |' : '| member | type | description |',
        defaults ? '| --- | --- | --- | --- |' : '| --- | --- | --- |',
      )
      for (const member of symbol.members)
        lines.push(
          `| ${[
            code(member.name + (member.optional ? '?' : '')),
            code(member.type),
            ...(defaults ? [member.defaultValue === undefined ? '' : prose(member.defaultValue)] : []),
            prose(member.summary),
          ]
            .map(cell)
            .join(' | ')} |`,
        )
      lines.push('')
    }
    for (const example of symbol.examples) lines.push('**Example**', '', fence('tsx', example), '')
  }
  return lines.join('\n')
}
