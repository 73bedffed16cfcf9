process.env.NODE_ENV = 'production'
import { JSDOM } from 'jsdom'
const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://bench.test/' })
for (const k of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Event']) globalThis[k] = k === 'window' ? dom.window : dom.window[k]
const React = await import('react')
const { createRoot } = await import('react-dom/client')
const { flushSync } = await import('react-dom')
const { useRestPageApi, RestPageApiProvider } = await import('/work/main/packages/use-rest-page-api/dist/index.js')
const PAGE = 15
const fetch = async (input, init) => {
  await new Promise((r) => setTimeout(r, 0))
  if (init?.signal?.aborted) throw init.signal.reason
  const url = new URL(String(input), 'http://bench.test')
  const page = Number(url.searchParams.get('page') ?? 0)
  const content = Array.from({ length: PAGE }, (_, i) => ({ id: String(page * PAGE + i), title: `p${page} #${i}` }))
  return new Response(JSON.stringify({ content, totalElements: 10000, totalPages: 667, number: page, size: PAGE }), { headers: { 'Content-Type': 'application/json' } })
}
const tick = () => new Promise((r) => setTimeout(r, 0))
let list
function List() {
  const l = useRestPageApi('/bench')
  React.useLayoutEffect(() => { list = l })
  return React.createElement('ul', null, l.items.map((r) => React.createElement('li', { key: r.id }, r.title)))
}
const mode = process.argv[2] ?? 'hook'
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
const session = new Session(); session.connect()
await session.post('Profiler.enable')
function Hand() {
  const [page, setPage] = React.useState(0)
  const [loaded, setLoaded] = React.useState()
  React.useEffect(() => {
    const controller = new AbortController()
    fetch(`/bench?size=${PAGE}&page=${page}`, { signal: controller.signal })
      .then((response) => response.json())
      .then(setLoaded, (error) => { if (!controller.signal.aborted) throw error })
    return () => controller.abort()
  }, [page])
  React.useLayoutEffect(() => { list = { isFetching: !loaded || loaded.number !== page, nextPage: () => setPage((p) => p + 1) } })
  return React.createElement('ul', null, (loaded?.content ?? []).map((r) => React.createElement('li', { key: r.id }, r.title)))
}
let total = 0
const RUNS = 400
for (let run = 0; run < RUNS; run++) {
  const el = document.createElement('div'); document.body.appendChild(el)
  const root = createRoot(el)
  flushSync(() => root.render(mode === 'hand' ? React.createElement(Hand) : React.createElement(RestPageApiProvider, { fetch, revalidateOnFocus: false, crossTab: false, revalidateOnReconnect: false }, React.createElement(List))))
  for (let i = 0; i < 20 && (!list || list.isFetching); i++) await tick()
  while (list.isFetching) await tick()
  if (run === 50) await session.post('Profiler.start')
  const t = process.cpuUsage()
  for (let i = 0; i < 10; i++) { flushSync(() => void list.nextPage()); await tick() }
  while (list.isFetching) await tick()
  const u = process.cpuUsage(t)
  if (run === RUNS - 1) { const { profile } = await session.post('Profiler.stop'); writeFileSync(`/tmp/moves-${mode}.cpuprofile`, JSON.stringify(profile)) }
  total += u.user + u.system
  flushSync(() => root.unmount()); el.remove(); list = undefined
}
console.log('cpu per run (ms)', (total / RUNS / 1000).toFixed(3))
