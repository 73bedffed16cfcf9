import { tick } from './modelBrowser.ts'
import {
  CHANNEL,
  COLLECTION,
  LIST_PAGE_SIZE,
  OTHER_PREFIX,
  type ListName,
  type Product,
  type Shown,
  type ShownQuery,
  type ViewName,
} from './modelDriver.ts'
import type { ModelServer, ReceivedRequest } from './modelServer.ts'
import { endEvent, type ModelReal, type ModelState } from './modelSteps.ts'

/** Rounds of answers and timers a run may take to come to rest before the model calls it a loop. */
const MAX_ROUNDS = 300

/**
 * Brings a run to rest: the app tells the store of what somebody else changed if it has not yet, then the server
 * answers every held request (in the order they came; a write as its command chose) and the timers run, until
 * nothing is held, no timer is left and the store is settled. Throws when that never happens.
 */
export async function comeToRest(real: ModelReal, model: ModelState) {
  const { world, server, browser } = real
  // The network is back at rest: the writes that waited go, and what failed for lack of it can load again.
  if (browser.isOffline()) {
    browser.online()
    await endEvent(real)
  }
  if (model.unannounced) world.invalidate()
  model.unannounced = false
  for (let round = 0; round < MAX_ROUNDS; round++) {
    await endEvent(real)
    if (server.open().length) await server.release(0)
    else if (!(await browser.drain()) && (await quiet(real))) return
  }
  const last = server
    .received()
    .slice(-6)
    .map((r) => `${r.method} ${r.path}`)
  throw new Error(
    `the engine never came to rest: after ${MAX_ROUNDS} rounds of answers and timers it still sends requests ` +
      `(${server.received().length} received in all, the last: ${last.join(', ')})`,
  )
}

/** The store settles within one task. */
const quiet = ({ world }: ModelReal) => Promise.race([world.settled().then(() => true), tick().then(() => false)])

const line = (items: readonly Product[]) =>
  items.map((item) => `${item.id}:${item.title}:${item.price}`).join(' | ') || '(none)'
const sortText = (q: ShownQuery) => q.sorts.map((s) => `${s.property},${s.direction}`).join('&')

/** The sorts of a query string, as Spring reads them (`sort=price,desc`; an empty one is none). */
const sortsOf = (params: URLSearchParams): ShownQuery['sorts'] =>
  params
    .getAll('sort')
    .filter(Boolean)
    .map((s) => {
      const [property, direction = 'asc'] = s.split(',')
      return { property, direction } as ShownQuery['sorts'][number]
    })

/** The query a list request the server received asked for, read as Spring reads it. */
function requested(request: ReceivedRequest): ShownQuery {
  const params = new URL(request.path, 'http://localhost').searchParams
  return {
    pageNo: Number(params.get('page') ?? 0),
    pageSize: Number(params.get('size') ?? 20),
    sorts: sortsOf(params),
    title: params.get('title') ?? '',
  }
}

/**
 * The query the address holds for a synced list whose keys start with `prefix`, as the model reads it (what equals
 * the default, `pageSize`'s included, is left out).
 */
function addressQuery(search: string, prefix: string, pageSize: number): ShownQuery {
  const all = new URLSearchParams(search)
  const params = new URLSearchParams()
  for (const [key, value] of all) if (key.startsWith(prefix)) params.append(key.slice(prefix.length), value)
  return {
    pageNo: Number(params.get('page') ?? 0),
    pageSize: Number(params.get('size') ?? pageSize),
    sorts: sortsOf(params),
    title: params.get('title') ?? '',
  }
}

const sameQuery = (a: ShownQuery, b: ShownQuery) =>
  a.pageNo === b.pageNo &&
  a.pageSize === b.pageSize &&
  sortText(a) === sortText(b) &&
  (a.title ?? '') === (b.title ?? '')

/** The status of the last answer to the views' requests for `query` that reached them (aborted ones left out). */
function lastAnswer(server: ModelServer, query: ShownQuery) {
  const answered = server
    .received()
    .filter((r) => !r.elsewhere && r.method === 'GET' && r.state === 'delivered' && sameQuery(requested(r), query))
  return answered.at(-1)?.status
}

const describe = (name: ViewName, s: Shown) =>
  `${name} at page ${s.pageNo} (size ${s.pageSize}, sort ${sortText(s) || 'none'}, title ${JSON.stringify(s.title ?? '')})`

/** What is wrong with one view at rest, given what the server answers now. */
async function checkView(real: ModelReal, name: ViewName): Promise<string[]> {
  const { world, server } = real
  const s = world.shown(name)
  const problems: string[] = []
  const at = describe(name, s)
  if (s.isFetching) problems.push(`${at} is still fetching`)
  if (s.isLoading) problems.push(`${at} is still loading`)
  if (name !== 'feed' && s.items.length > s.pageSize)
    problems.push(`${at} shows ${s.items.length} rows, more than a page: ${line(s.items)}`)
  // A list shows one page; a feed the pages up to its last one (the last `maxPages` of them).
  const first = name === 'feed' ? Math.max(0, s.pageNo + 1 - (real.setup.feedMaxPages ?? Infinity)) : s.pageNo
  const pages = Array.from({ length: s.pageNo + 1 - first }, (_, i) => ({ ...s, pageNo: first + i }))
  if (s.isError) {
    // An error is the server's only when its last answer to one of the view's pages was one (a feed's pagination
    // is its last page loaded: the one after it may be the one that failed).
    const asked = name === 'feed' ? [...pages, { ...s, pageNo: s.pageNo + 1 }] : pages
    if (!asked.some((q) => (lastAnswer(server, q) ?? 0) >= 400))
      problems.push(`${at} shows an error, yet the server's last answer to each of its pages was not one`)
    return problems
  }
  const answers = await Promise.all(pages.map((q) => server.answer(q)))
  const seen = new Set<string>()
  const expected = answers.flatMap((a) => a.items).filter((item) => !seen.has(item.id) && !!seen.add(item.id))
  if (line(s.items) !== line(expected))
    problems.push(`${at} shows\n      ${line(s.items)}\n    but the server answers\n      ${line(expected)}`)
  const total = answers.at(-1)?.totalElements
  if (s.totalElements !== total)
    problems.push(`${at} counts ${s.totalElements} records in all, the server ${String(total)}`)
  return problems
}

/**
 * What is wrong with what this tab told the origin's other tabs, and with its channel, at rest. The store posts
 * `{ invalidate: collection }` (a collection url only) on each `invalidate(collection)`, whether or not it listens,
 * and after each `save`, `update` and `remove` (every view of the collection made stale, also after a failed one's
 * rollback): so at least one message for each accepted write and each `invalidate` of the model, and at most one for
 * each write answered besides. It holds the channel open while some list takes cross-tab reloads: one at rest with
 * `crossTab` on (every view is connected then), none with it off.
 */
function checkChannel(real: ModelReal): string[] {
  const { browser, server, world, setup } = real
  const problems: string[] = []
  const posted = browser.posted()
  const wrong = posted.filter(
    (p) => p.channel !== CHANNEL || JSON.stringify(p.data) !== JSON.stringify({ invalidate: COLLECTION }),
  )
  if (wrong.length)
    problems.push(`the tab posted other messages than { invalidate: '${COLLECTION}' }: ${JSON.stringify(wrong)}`)
  const writes = server.received().filter((r) => !r.elsewhere && r.method !== 'GET' && r.state === 'delivered')
  const accepted = writes.filter((r) => (r.status ?? 0) < 400).length
  const told = posted.length - wrong.length
  const least = accepted + world.invalidations()
  const most = writes.length + world.invalidations()
  if (told < least || told > most)
    problems.push(
      `the tab told the other tabs ${told} time(s), after ${accepted} accepted write(s), ` +
        `${writes.length - accepted} refused and ${world.invalidations()} store.invalidate(): ` +
        `expected from ${least} to ${most}`,
    )
  const listening = browser.listening(CHANNEL)
  if (listening !== (setup.crossTab ? 1 : 0))
    problems.push(
      `${listening} channel(s) ${CHANNEL} open at rest with crossTab ${setup.crossTab ? 'on' : 'off'} ` +
        `(expected ${setup.crossTab ? 1 : 0})`,
    )
  return problems
}

/**
 * The invariants of a run at rest: every view shows the server's answer to its own query (a list its page, a feed
 * its pages one after another) or an error the server gave, none is loading, a list holds at most a page, the
 * synced list's query is the address's, every promise an operation returned has settled, no request is held, every
 * write the model asked for reached the server once, and the other tabs were told of the writes (`checkChannel`).
 * Throws an `Error` listing every broken one.
 */
export async function checkAtRest(real: ModelReal) {
  const { world, server, operations } = real
  const problems = (await Promise.all((['list', 'other', 'feed'] as const).map((name) => checkView(real, name)))).flat()
  // The synced lists: each with the prefix of its keys in the address and its page size.
  const synced: [ListName, string, number][] = [['list', '', LIST_PAGE_SIZE]]
  if (real.setup.otherSynced) synced.push(['other', OTHER_PREFIX, real.setup.otherPageSize])
  for (const [name, prefix, pageSize] of synced) {
    const shown = world.shown(name)
    const { bar, read } = world.address(name)
    if (bar !== read) problems.push(`${name}'s adapter reads "${read}" while the address shows "${bar}"`)
    if (!sameQuery(addressQuery(bar, prefix, pageSize), { ...shown, title: shown.title ?? '' }))
      problems.push(`the address "${bar}" asks for another query than ${describe(name, shown)}`)
  }
  const open = operations.filter((o) => !o.settled).map((o) => o.name)
  if (open.length) problems.push(`operations never settled: ${open.join(', ')}`)
  if (server.open().length)
    problems.push(
      `requests still open: ${server
        .open()
        .map((r) => r.path)
        .join(', ')}`,
    )
  const writes = server.received().filter((r) => r.method !== 'GET')
  if (writes.length !== server.writesAnnounced())
    problems.push(
      `the model sent ${server.writesAnnounced()} write(s), the server received ${writes.length}: ` +
        writes.map((r) => `${r.method} ${r.path}`).join(', '),
    )
  problems.push(...checkChannel(real))
  if (problems.length) throw new Error(`at rest:\n  - ${problems.join('\n  - ')}`)
}
