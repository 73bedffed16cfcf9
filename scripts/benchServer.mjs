// Server renders in one process (issue 28, item 2): how many requests a Node server answers per second with a list
// prefetched and rendered (`packages/use-rest-page-api/bench/serverRequest.tsx`: a store per request, prefetchList with
// the user's token, dehydrate, renderToString of a provider, a hydration boundary and the list), the heap after a full
// collection before and after, what is left pending, and whether the process ends on its own. A benchmark that prints
// figures, not a test (src/server/serverRenders.test.ts asserts the bounds).
//   node scripts/benchServer.mjs [--renders N] [--port P]   (the mock over HTTP on 127.0.0.1:P, default 4320)
//   npx -y pnpm@10.34.9 bench:server
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const { values: args } = parseArgs({
  options: { renders: { type: 'string', default: '2000' }, port: { type: 'string', default: '4320' } },
})
const repo = join(import.meta.dirname, '..')
const entry = join(repo, 'packages/use-rest-page-api/bench/runServerRenders.ts')
const outdir = join(repo, 'packages/use-rest-page-api/node_modules/.cache/bench-server')
mkdirSync(outdir, { recursive: true })
// Node 20 runs no TypeScript: the runner is bundled next to the package's dependencies, its own address kept.
await build({
  entryPoints: [entry],
  outfile: join(outdir, 'runServerRenders.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The mock (a workspace package in TypeScript) is bundled; what node_modules holds is imported from there.
  external: ['esbuild', 'msw', 'msw/*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
  logLevel: 'error',
})
const { runServerRenders } = await import(pathToFileURL(join(outdir, 'runServerRenders.mjs')).href)
const run = await runServerRenders({ renders: Number(args.renders), port: Number(args.port) })
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`
console.log(`server renders (prefetch + render of a 15-row page, one at a time): ${run.renders}`)
console.log(`  renders per second:        ${run.rendersPerSecond}`)
console.log(
  `  heap after a full GC:      ${mb(run.heapStart)} warm, ${mb(run.heapEnd)} after (${mb(run.heapGrowth)} more)`,
)
const kinds = [...new Set(run.pending)].map((kind) => `${run.pending.filter((k) => k === kind).length} ${kind}`)
console.log(`  timers and channels left:  ${run.pending.length}${kinds.length ? ` (${kinds.join(', ')})` : ''}`)
console.log(`  rows on the first page:    ${run.rowsOnFirstPage}`)
console.log(`  process ended on its own:  ${run.exitedOnItsOwn ? 'yes' : 'no (killed 20 s after its last render)'}`)
