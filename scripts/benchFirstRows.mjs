// How fast the demo's lists show, in a production build with the embedded mock (issue 22, item 9). A benchmark that
// prints figures, not a test: nothing here passes or fails.
//   node scripts/benchFirstRows.mjs [--runs N] [--port P] [--reuse] [--cpu-throttle X] [--dist DIR --dist DIR2]
//   npx -y pnpm@10.34.9 bench:app --runs 9
//
// It builds the demo (or, with --reuse, serves the last build), serves it with `vite preview` on 127.0.0.1 and opens
// lists in the system Chromium at 1280x800. `--dist` serves builds made elsewhere instead (the first on --port, the
// others on free ports), taking turns run by run, so two builds compare under the same load: build the old one with
// `npx vite build --outDir <dir>` in packages/demo of a checkout of it. Each run is a first visit: a fresh browser
// context, so no service worker is registered, no cache, no stored session. It prints, as median and max over the runs:
// - first rows: navigation start to the first row of the list in the page (a MutationObserver sees `tr[data-row-id]`);
// - the mock's start (the app's `performance.measure('boot:mock')`: the mock's code loaded, its database made, its
//   service worker registered and answering) and the other boot steps the app marks;
// - first rows after the session: the first row less the end of `boot:session`, the page's own part;
// - a page change: a click on 下一页 to the next page's rows in the table (`aria-busy="false"`, another first row);
// - first rows again, on opening the list once more in the same tab (the worker in control, the code cached).
/* global document, window, MutationObserver -- watchFirstRow and nextPage run in the page */
import { Buffer } from 'node:buffer'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout } from 'node:timers'
import { parseArgs } from 'node:util'
import { build as esbuild } from 'esbuild'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: process.env.E2E_PORT || '4188' },
    reuse: { type: 'boolean', default: false },
    'cpu-throttle': { type: 'string', default: '1' },
    dist: { type: 'string', multiple: true, default: [] },
  },
})
const runs = Number(args.runs)
const port = Number(args.port)
const throttle = Number(args['cpu-throttle'])
const repo = join(import.meta.dirname, '..')
const demo = join(repo, 'packages', 'demo')
const outDir = resolve(repo, 'node_modules', '.bench-dist')

/** A TypeScript module of the repo, bundled by esbuild and imported (Node 20 does not run TypeScript). */
async function importTs(path) {
  const { outputFiles } = await esbuild({
    entryPoints: [join(repo, path)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
}

const { chromiumPath, CHROMIUM_ARGS } = await importTs('test/browser/chromium.ts')
const { createMockDb } = await importTs('packages/mock-server/src/db/createMockDb.ts')
const executablePath = chromiumPath()
if (!executablePath) {
  console.error(`[bench:app] no Chromium at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}: set CHROMIUM_PATH`)
  process.exit(2)
}

// The lists opened: 出差申请's to-do list (it loads the next page ahead) and its query list (it does not).
const seed = createMockDb()
const app = seed.apps.find((a) => a.name === '国际合作')
const trip = seed.forms.find((f) => f.name === '出差申请')
if (!app || !trip) throw new Error('[bench:app] the mock has no app 国际合作 or form 出差申请: update the script')
const lists = [
  { name: '待办', path: `/sinoform/app/${app.id}/home/form/${trip.id}/todo-list` },
  { name: '查询', path: `/sinoform/app/${app.id}/home/form/${trip.id}/search-list` },
]

delete process.env.VITE_API_BASE
const dists = args.dist.map((dir) => resolve(dir))
if (dists.length === 0) {
  if (!args.reuse || !existsSync(join(outDir, 'index.html'))) {
    const started = performance.now()
    await build({ root: demo, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    console.log(`built the demo in ${((performance.now() - started) / 1000).toFixed(1)} s (${outDir})`)
  }
  dists.push(outDir)
}
const servers = []
for (const [i, dir] of dists.entries()) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`[bench:app] ${dir} holds no build (no index.html)`)
  const server = await preview({
    root: demo,
    logLevel: 'warn',
    build: { outDir: dir },
    // The first on --port, the others on any free port.
    preview: { host: '127.0.0.1', port: i === 0 ? port : 0, strictPort: true },
  })
  servers.push({ dir, server, origin: `http://127.0.0.1:${server.httpServer.address().port}` })
}
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })

// Runs in the page before its scripts: notes when the first row of a table enters the document.
function watchFirstRow() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('table tr[data-row-id]')) return
    window.__firstRow = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

// Runs in the page: clicks 下一页 and resolves with the ms until the table shows another page, settled.
function nextPage() {
  const table = () => document.querySelector('table')
  const firstId = () => table()?.querySelector('tr[data-row-id]')?.getAttribute('data-row-id')
  const before = firstId()
  const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === '下一页')
  if (!button) throw new Error('no 下一页 button')
  if (button.getAttribute('aria-disabled') === 'true') return null // the last page
  return new Promise((done, fail) => {
    const check = () => {
      if (table()?.getAttribute('aria-busy') !== 'false' || firstId() === before) return false
      observer.disconnect()
      done(performance.now() - started)
      return true
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    setTimeout(() => fail(new Error('the next page did not show within 10 s')), 10_000)
    const started = performance.now()
    button.click()
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ms = (value) => `${Math.round(value)}`.padStart(5)
const line = (label, values) =>
  console.log(`  ${label.padEnd(34)} median ${ms(median(values))} ms   max ${ms(Math.max(...values))} ms`)

async function measure(origin, list) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  try {
    const page = await context.newPage()
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    }
    await page.addInitScript(watchFirstRow)
    await page.goto(origin + list.path)
    await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 30_000 })
    const figures = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0]
      const marks = Object.fromEntries(
        performance
          .getEntriesByType('measure')
          .filter((m) => m.name.startsWith('boot:'))
          .map((m) => [m.name, { start: m.startTime, duration: m.duration }]),
      )
      for (const paint of performance.getEntriesByType('paint')) {
        marks[paint.name.replaceAll('-', ' ')] = { start: 0, duration: paint.startTime }
      }
      return { firstRow: window.__firstRow, domContentLoaded: navigation.domContentLoadedEventEnd, marks }
    })
    // Page changes: settle first (tab counts and prefetches are still arriving), then up to three moves on.
    await page.locator('table[aria-busy="false"]').waitFor()
    await page.waitForLoadState('networkidle')
    const pageChanges = []
    for (let i = 0; i < 3; i++) {
      const took = await page.evaluate(nextPage)
      if (took === null) break
      pageChanges.push(took)
      await page.waitForLoadState('networkidle')
    }
    // A reload of the first page: the worker in control, the code in the browser's caches, the session stored.
    await page.goto(origin + list.path)
    await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 30_000 })
    const reloadFirstRow = await page.evaluate(() => window.__firstRow)
    return { ...figures, pageChanges, reloadFirstRow }
  } finally {
    await context.close()
  }
}

try {
  console.log(
    `${runs} first visits a list, Chromium ${browser.version()}, ${throttle > 1 ? `CPU throttled ${throttle}x, ` : ''}` +
      `load average ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  )
  // Warm-up: the preview servers' first answers and Chromium's first start.
  for (const { origin } of servers) await measure(origin, lists[0])
  for (const list of lists) {
    const results = servers.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (const [s, { origin }] of servers.entries()) results[s].push(await measure(origin, list))
    }
    for (const [s, { dir }] of servers.entries()) {
      console.log(`\n${list.name} (${list.path})${servers.length > 1 ? `, build ${dir}` : ''}`)
      report(results[s])
    }
    // Runs taking turns meet about the same load: the difference within each pair says more than two medians.
    for (let s = 1; s < servers.length; s++) {
      for (const [label, of] of [
        ['first rows', (r) => r.firstRow],
        ['first rows after the session', afterSession],
        ['first rows again (a reload)', (r) => r.reloadFirstRow],
      ]) {
        const differences = results[s].map((r, i) => of(r) - of(results[0][i]))
        console.log(
          `  ${label}, build ${s + 1} minus build 1, run by run: median ${Math.round(median(differences))} ms ` +
            `(${differences.map((d) => Math.round(d)).join(', ')})`,
        )
      }
    }
  }
} finally {
  await browser.close()
  for (const { server } of servers) await server.close()
}

/**
 * The first row less the end of `boot:session`: the page's own part (its render, its requests, the mock's answers),
 * apart from the mock's start, whose swings under load are the widest.
 */
function afterSession(r) {
  return r.firstRow - (r.marks['boot:session'].start + r.marks['boot:session'].duration)
}

function report(results) {
  line(
    'first rows (navigation → row)',
    results.map((r) => r.firstRow),
  )
  line('first rows after the session', results.map(afterSession))
  line(
    'DOMContentLoaded',
    results.map((r) => r.domContentLoaded),
  )
  const names = [...new Set(results.flatMap((r) => Object.keys(r.marks)))].sort((a, b) => endOf(a) - endOf(b))
  function endOf(name) {
    return median(results.filter((r) => r.marks[name]).map((r) => r.marks[name].start + r.marks[name].duration))
  }
  for (const name of names) {
    const present = results.filter((r) => r.marks[name]).map((r) => r.marks[name])
    line(
      `${name} (ends at)`,
      present.map((m) => m.start + m.duration),
    )
    if (!name.startsWith('first'))
      line(
        `${name} (takes)`,
        present.map((m) => m.duration),
      )
  }
  line(
    'page change (下一页 → rows)',
    results.flatMap((r) => r.pageChanges),
  )
  line(
    'first rows again (a reload)',
    results.map((r) => r.reloadFirstRow),
  )
}
