// The line counts of the comparison guide (docs/guides/Comparison.mdx): the same paged CRUD list written with
// use-rest-page-api, with TanStack Query and nuqs, with SWR and nuqs, and with SWR and a hand-written address, each a
// file of docs/guides/examples/compare/ as Prettier formats it (120 columns). A line counts when it holds code: blank
// lines and lines that are only a comment do not. The lines between `// #region once` and `// #endregion once` are
// what an app writes once (its providers, a fetch helper), counted apart from the list's own.
//
//   node docs/tools/countSampleLines.mjs          prints a Markdown table
//   node docs/tools/countSampleLines.mjs --json   prints { "<file>": { list, once, total } }
/* global URL, console, process */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const folder = fileURLToPath(new URL('../guides/examples/compare/', import.meta.url))

/** True for a line that is only a comment: `// ...`, a JSDoc or block comment line, or JSX's `{/* ... *\/}`. */
const isComment = (line) =>
  line.startsWith('//') ||
  line.startsWith('/*') ||
  line.startsWith('*') ||
  (line.startsWith('{/*') && line.endsWith('*/}'))

/**
 * The code lines of one sample: `list` (the list's own), `once` (within `#region once`), `total`.
 *
 * @example
 * countLines("const a = 1\n\n// why\n// #region once\nexport const b = 2\n// #endregion once\n")
 * // { list: 1, once: 1, total: 2 }
 */
export function countLines(text) {
  let once = false
  const counts = { list: 0, once: 0, total: 0 }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '// #region once') once = true
    else if (line === '// #endregion once') once = false
    if (line === '' || isComment(line)) continue
    counts[once ? 'once' : 'list']++
    counts.total++
  }
  return counts
}

/** Every sample of the folder, in a fixed order, with its counts. */
export function countSamples(dir = folder) {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.tsx'))
      .sort()
      .map((name) => [name, countLines(readFileSync(join(dir, name), 'utf8'))]),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counts = countSamples()
  if (process.argv.includes('--json')) console.log(JSON.stringify(counts, null, 2))
  else {
    console.log('| sample | the list | once per app | in all |')
    console.log('| ------ | -------- | ------------ | ------ |')
    for (const [name, { list, once, total }] of Object.entries(counts))
      console.log(`| \`${name}\` | ${list} | ${once} | ${total} |`)
  }
}
