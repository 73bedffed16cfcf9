// The hook against a hand-written fetch + useState list, side by side (the issue: "requests and React commits equal
// to a hand-written fetch + useState list's; the whole scenario and ten rapid page moves within 1.1x of it"). Both
// lists run on React's production build (what users ship; the bench project sets NODE_ENV=production and compiles JSX
// for production) in the same jsdom, and get the same in-process server, which answers after one macrotask (a Node
// `setTimeout(0)`, so at least 1 ms) and counts what it received. A move is made inside `flushSync` (render, commit
// and effects before it returns, as `act()` does on the development build), then one task passes. `pnpm bench`
// prints Vitest's comparison of the time of one run, then, after the run: the requests and React commits (counted by
// a layout effect of the list) of one run of each, step by step (with each commit of a step where they differ), and
// the time of a run by performance.now() and its CPU time as the process counts it (user + system,
// `process.cpuUsage`), with the ratios hook/hand-written: over Vitest's runs (all of one list, then all of the other)
// and over runs taking turns (so a change of the machine's load meets both).
import { useEffect, useLayoutEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { afterAll, beforeAll, bench, describe } from 'vitest'
import { RestPageApiProvider, useRestPageApi } from '../src/index.ts'
import { assertProductionReact, mountProduction } from './mountProduction.ts'

assertProductionReact('sideBySide.bench')

interface Row {
  id: string
  title: string
}
interface Envelope {
  content: Row[]
  totalElements: number
  totalPages: number
  number: number
  size: number
}

const PAGE = 15
/** The text of a row: its query and page, so the page on screen can be read from the DOM. */
const rowText = (q: string, sort: string, page: number, i: number) => `${q || '-'} ${sort || '-'} p${page} #${i}`

/** What the server received in the current run. */
let received: { url: string; aborted: boolean }[] = []
/** A server that answers at once, after one macrotask; a request aborted meanwhile fails as fetch would. */
const answer: typeof fetch = async (input, init) => {
  const request = { url: String(input), aborted: false }
  received.push(request)
  await new Promise((resolve) => setTimeout(resolve, 0))
  const signal = init?.signal
  if (signal?.aborted) {
    request.aborted = true
    throw signal.reason
  }
  const url = new URL(request.url, 'http://bench.test')
  const page = Number(url.searchParams.get('page') ?? 0)
  const q = url.searchParams.get('q') ?? ''
  const sort = url.searchParams.getAll('sort').join('&')
  const content = Array.from({ length: PAGE }, (_, i) => ({
    id: String(page * PAGE + i),
    title: rowText(q, sort, page, i),
  }))
  const body: Envelope = { content, totalElements: 10_000, totalPages: 667, number: page, size: PAGE }
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
}

const Rows = ({ items }: { items: Row[] }) => (
  <ul>
    {items.map((row) => (
      <li key={row.id}>{row.title}</li>
    ))}
  </ul>
)

/** Called once per React commit that rendered the list (the production build calls no Profiler's onRender). */
let onCommit = () => {}
/** Counts the commit this render belongs to, as a Profiler around the list would. */
const useCommitCount = () => useLayoutEffect(() => onCommit())

/** The moves a scenario makes, on whichever list is mounted. */
interface Moves {
  next(): void
  prev(): void
  goTo(page: number): void
  filter(q: string): void
  sort(property: keyof Row, direction: 'asc' | 'desc'): void
}
let moves: Moves | undefined

/** The list as a careful developer writes it by hand: the page and the answer in state, one effect per query. */
function HandWrittenList() {
  const [page, setPage] = useState(0)
  const [q, setQ] = useState('')
  const [sort, setSort] = useState('')
  const [loaded, setLoaded] = useState<Envelope>()
  useCommitCount()
  useEffect(() => {
    const controller = new AbortController()
    const filter = q ? `q=${encodeURIComponent(q)}&` : ''
    const order = sort ? `&sort=${encodeURIComponent(sort)}` : ''
    answer(`/bench?${filter}size=${PAGE}&page=${page}${order}`, { signal: controller.signal })
      .then((response) => response.json() as Promise<Envelope>)
      .then(setLoaded, (error: unknown) => {
        if (!controller.signal.aborted) throw error
      })
    return () => controller.abort()
  }, [page, q, sort])
  const last = loaded ? loaded.totalPages - 1 : 0
  // Handed to the scenario after each commit (a render writes nothing outside itself), as the hook's list does.
  useLayoutEffect(() => {
    moves = {
      next: () => setPage((p) => Math.min(p + 1, last)),
      prev: () => setPage((p) => Math.max(p - 1, 0)),
      goTo: setPage,
      filter(value) {
        setQ(value)
        setPage(0)
      },
      sort(property, direction) {
        setSort(`${property},${direction}`)
        setPage(0)
      },
    }
  }, [last])
  return <Rows items={loaded?.content ?? []} />
}

function HookList() {
  const list = useRestPageApi<Row>('/bench', [], { pageSize: PAGE })
  useCommitCount()
  useLayoutEffect(() => {
    moves = {
      next: () => void list.nextPage(),
      prev: () => void list.prevPage(),
      goTo: (page) => void list.fetch(page),
      filter: (q) => void list.query({ q }),
      sort: (property, direction) => void list.sortWith([{ property, direction }]),
    }
  })
  return <Rows items={list.items} />
}

const IMPLS = ['hand-written', 'useRestPageApi'] as const
type Impl = (typeof IMPLS)[number]
/** The list of an implementation; the hook's in a fresh provider, so a fresh store. */
const tree = (impl: Impl) =>
  impl === 'hand-written' ? (
    <HandWrittenList />
  ) : (
    <RestPageApiProvider fetch={answer}>
      <HookList />
    </RestPageApiProvider>
  )

/** A step of a scenario: a move, then (unless `wait` is false) waiting until the page it asks for is on screen. */
interface Step {
  name: string
  move: (m: Moves) => void
  shows: { page: number; q?: string; sort?: string }
  wait?: boolean
}
const SCENARIOS: { name: string; steps: Step[] }[] = [
  {
    name: 'the whole scenario',
    steps: [
      { name: 'next page', move: (m) => m.next(), shows: { page: 1 } },
      { name: 'next page', move: (m) => m.next(), shows: { page: 2 } },
      { name: 'previous page', move: (m) => m.prev(), shows: { page: 1 } },
      { name: 'go to page 5', move: (m) => m.goTo(5), shows: { page: 5 } },
      { name: 'filter q=x', move: (m) => m.filter('x'), shows: { page: 0, q: 'x' } },
      {
        name: 'sort title,desc',
        move: (m) => m.sort('title', 'desc'),
        shows: { page: 0, q: 'x', sort: 'title,desc' },
      },
    ],
  },
  {
    name: 'ten rapid page moves',
    steps: Array.from({ length: 10 }, (_, i) => ({
      name: `next page ${i + 1}`,
      move: (m: Moves) => m.next(),
      shows: { page: i + 1 },
      wait: i === 9,
    })),
  },
]

let container: HTMLElement | undefined
const firstRow = () => container?.querySelector('li')?.textContent
const showing = ({ page, q = '', sort = '' }: Step['shows']) => firstRow() === rowText(q, sort, page, 0)
/** Waits, one macrotask at a time, until `done()`. */
async function until(done: () => boolean, what: string) {
  for (let i = 0; !done(); i++) {
    if (i === 1000) throw new Error(`[sideBySide.bench] ${what} never appeared (first row: ${firstRow()})`)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}
/** One task (where `await act()` of a sync callback resumes on the development build). */
const aTask = () => new Promise((resolve) => setImmediate(resolve))

interface StepFigures {
  name: string
  requests: string[]
  commits: string[]
}
interface RunFigures {
  /** What the server received; `aborted` is known once the server's macrotask has passed. */
  received: { url: string; aborted: boolean }[]
  commits: number
  steps: StepFigures[]
}

/**
 * One run: mount, wait for page 0, then each step, then unmount. With `settle` (the figures run, not the timed ones),
 * each commit is described and one more macrotask passes after the last step, so a commit or request that comes after
 * the page appeared is counted.
 */
async function run(impl: Impl, steps: Step[], settle = false): Promise<RunFigures> {
  received = []
  const log: StepFigures[] = []
  let current: StepFigures = { name: 'mount, page 0', requests: [], commits: [] }
  let commits = 0
  onCommit = () => {
    commits++
    current.commits.push(settle ? `${commits === 1 ? 'mount' : 'update'}: ${firstRow() ?? 'no rows'}` : '')
  }
  const begin = (name: string) => {
    current.requests = received.slice(log.reduce((n, s) => n + s.requests.length, 0)).map((r) => r.url)
    log.push(current)
    current = { name, requests: [], commits: [] }
  }
  const view = mountProduction(tree(impl))
  container = view.container
  await until(() => showing({ page: 0 }), 'page 0')
  for (const step of steps) {
    begin(step.name)
    flushSync(() => step.move(moves as Moves))
    await aTask()
    if (step.wait !== false) await until(() => showing(step.shows), step.name)
  }
  if (settle) await new Promise((resolve) => setTimeout(resolve, 0))
  begin('')
  view.unmount()
  container = undefined
  moves = undefined
  return { received, commits, steps: log }
}

/** The figures of one settled run of each implementation in each scenario. */
const figures = new Map<string, RunFigures>()
/** The wall time (performance.now) and CPU time (process.cpuUsage) of timed runs, with their counts. */
interface Account {
  ms: number[]
  cpu: number[]
  requests: number[]
  commits: number[]
}
/** Vitest's runs and the runs taking turns, by scenario and implementation. */
const accounts = { bench: new Map<string, Account>(), turns: new Map<string, Account>() }
/** One timed run, added to `account` unless it warms up. */
async function timedRun(impl: Impl, steps: Step[], account?: Account) {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const f = await run(impl, steps)
  const ms = performance.now() - start
  const used = process.cpuUsage(cpu)
  if (!account) return
  account.ms.push(ms)
  account.cpu.push((used.user + used.system) / 1000)
  account.requests.push(f.received.length)
  account.commits.push(f.commits)
}
const accountOf = (kind: keyof typeof accounts, key: string) => {
  const account = accounts[kind].get(key) ?? { ms: [], cpu: [], requests: [], commits: [] }
  accounts[kind].set(key, account)
  return account
}
/** Runs taking turns (hand, hook, hook, hand, ...) per scenario, after as many warming up. */
const TURNS = 40
let phase: 'warmup' | 'run' = 'warmup'

beforeAll(async () => {
  for (const { name, steps } of SCENARIOS)
    for (const impl of IMPLS) figures.set(`${name}/${impl}`, await run(impl, steps, true))
  // The last answers come back (aborted) after one more macrotask.
  await new Promise((resolve) => setTimeout(resolve, 0))
  for (const { name, steps } of SCENARIOS)
    for (let i = -TURNS; i < TURNS; i++)
      for (const impl of i % 2 ? IMPLS : [...IMPLS].reverse())
        await timedRun(impl, steps, i < 0 ? undefined : accountOf('turns', `${name}/${impl}`))
}, 120_000)

afterAll(() => {
  const lines = ['One run of each, settled (requests the server received, of them aborted; React commits):']
  for (const { name } of SCENARIOS) {
    const [hand, hook] = IMPLS.map((impl) => figures.get(`${name}/${impl}`) as RunFigures)
    if (!hand || !hook) continue
    lines.push(`  ${name}:`)
    for (const [impl, f] of [
      [IMPLS[0], hand],
      [IMPLS[1], hook],
    ] as const)
      lines.push(
        `    ${impl.padEnd(15)} ${f.received.length} requests (${f.received.filter((r) => r.aborted).length} aborted), ${f.commits} commits`,
      )
    lines.push('    step by step (requests, commits): hand-written | useRestPageApi')
    hand.steps.forEach((step, i) => {
      const other = hook.steps[i] as StepFigures
      // What each commit put on screen, and the urls asked for, as well as their counts.
      const differs = step.commits.join() !== other.commits.join() || step.requests.join() !== other.requests.join()
      lines.push(
        `      ${(step.name || 'after the last page, one macrotask').padEnd(36)} ${step.requests.length}, ${step.commits.length} | ${other.requests.length}, ${other.commits.length}${differs ? '  <- differs' : ''}`,
      )
      if (!differs) return
      for (const [impl, s] of [
        [IMPLS[0], step],
        [IMPLS[1], other],
      ] as const) {
        lines.push(`        ${impl} requests: ${s.requests.join('  ') || 'none'}`)
        for (const c of s.commits) lines.push(`        ${impl} commit ${c}`)
      }
    })
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b)
    return ((sorted[(sorted.length - 1) >> 1] as number) + (sorted[sorted.length >> 1] as number)) / 2
  }
  const range = (xs: number[]) =>
    Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}-${Math.max(...xs)}`
  const figure = (a: Account) =>
    `${mean(a.ms).toFixed(2)} ms (median ${median(a.ms).toFixed(2)}), CPU ${mean(a.cpu).toFixed(2)} ms (median ${median(a.cpu).toFixed(2)}); ${range(a.requests)} requests, ${range(a.commits)} commits`
  for (const [kind, title] of [
    ['bench', "Time of a run, Vitest's runs (warm-up runs left out), mean per run:"],
    ['turns', `Time of a run, ${TURNS} runs of each taking turns, mean per run:`],
  ] as const) {
    lines.push(title)
    for (const { name } of SCENARIOS) {
      const [hand, hook] = IMPLS.map((impl) => accounts[kind].get(`${name}/${impl}`))
      if (!hand?.ms.length || !hook?.ms.length) continue
      lines.push(`  ${name} (${hand.ms.length} and ${hook.ms.length} runs):`)
      lines.push(`    hand-written    ${figure(hand)}`)
      lines.push(`    useRestPageApi  ${figure(hook)}`)
      lines.push(
        `    hook/hand-written: time ${(mean(hook.ms) / mean(hand.ms)).toFixed(3)}x (medians ${(median(hook.ms) / median(hand.ms)).toFixed(3)}x), CPU ${(mean(hook.cpu) / mean(hand.cpu)).toFixed(3)}x (medians ${(median(hook.cpu) / median(hand.cpu)).toFixed(3)}x)`,
      )
    }
  }
  console.log(lines.join('\n'))
})

for (const { name, steps } of SCENARIOS) {
  describe(name, () => {
    for (const impl of IMPLS) {
      // An async function, so tinybench does not call it once more to find out whether it returns a promise.
      bench(
        impl,
        async () => timedRun(impl, steps, phase === 'run' ? accountOf('bench', `${name}/${impl}`) : undefined),
        {
          setup: (_task, mode) => void (phase = mode),
          iterations: 150,
          warmupIterations: 10,
          time: 0,
          warmupTime: 0,
        },
      )
    }
  })
}
