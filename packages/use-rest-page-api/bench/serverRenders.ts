// A server process that answers `renders` requests (`serverRequest`: prefetch with the user's token, dehydrate,
// render) against an API at `url` (the mock over HTTP, in the process that runs this one), then prints one line of
// JSON figures and ends on its own: no process.exit, so anything left pending (a timer, an open channel) keeps it
// running, which its runner sees. Run by `runServerRenders` (bench/runServerRenders.ts) with --expose-gc, the user's
// token in the environment:
//   BENCH_TOKEN=<token> node --expose-gc serverRenders.mjs <renders> <list url>
import { performance } from 'node:perf_hooks'
import { serverRequest } from './serverRequest.tsx'

/** The figures the process prints, as one line of JSON. */
export interface ServerRenderFigures {
  renders: number
  /** Requests answered per second, prefetch and render together, one at a time. */
  rendersPerSecond: number
  /** Heap used after a full collection, once warm (the modules loaded, 50 requests answered), in bytes. */
  heapStart: number
  /** Heap used after a full collection, after the `renders` requests, in bytes. */
  heapEnd: number
  /** `process.getActiveResourcesInfo()` once done: what could keep the process running. */
  activeResources: string[]
  /** Table rows in the first page's HTML (15: the page was loaded with the token and rendered). */
  rowsOnFirstPage: number
}

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('[bench:server] run with node --expose-gc')
const renders = Number(process.argv[2] ?? 2000)
const url = process.argv[3] ?? 'http://127.0.0.1:4320/api/products'
const token = process.env.BENCH_TOKEN ?? ''
const WARM_UP = 50

const heap = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}
/** The addresses users ask for: the five pages of the products, in turn. */
const address = (i: number) => `/products?page=${i % 5}`

const firstPage = await serverRequest(url, address(0), token)
for (let i = 1; i < WARM_UP; i++) await serverRequest(url, address(i), token)
const heapStart = heap()
const started = performance.now()
for (let i = 0; i < renders; i++) await serverRequest(url, address(i), token)
const seconds = (performance.now() - started) / 1000
const heapEnd = heap()
// What a request's own work leaves for the next turn of the loop (a socket's callback) has run by now.
await new Promise((resolve) => setImmediate(resolve))

const figures: ServerRenderFigures = {
  renders,
  rendersPerSecond: Math.round(renders / seconds),
  heapStart,
  heapEnd,
  activeResources: process.getActiveResourcesInfo(),
  rowsOnFirstPage: firstPage.split('<tr>').length - 1,
}
console.log(JSON.stringify(figures))
