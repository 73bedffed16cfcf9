import type fc from 'fast-check'
import { tick, type ModelBrowser } from './modelBrowser.ts'
import {
  CHANNEL,
  COLLECTION,
  loadElsewhere,
  type ListName,
  type ModelWorld,
  type Product,
  type ShownQuery,
  type Sort,
  type ViewName,
  type WorldSetup,
} from './modelDriver.ts'
import type { ModelServer } from './modelServer.ts'

/** What the commands of one run act on. */
export interface ModelReal {
  setup: WorldSetup
  world: ModelWorld
  server: ModelServer
  browser: ModelBrowser
  /** Every promise an operation returned, named, and whether it has settled (resolved or rejected). */
  operations: { name: string; settled: boolean }[]
}

/** What the model keeps of a run besides the server's records: what the app still owes the store. */
export interface ModelState {
  /** Somebody else changed the records and only one view reloaded: the app has not told the store yet. */
  unannounced: boolean
  /**
   * Another tab wrote to the collection while the feed, which takes no cross-tab reloads, was on screen: the lists
   * reloaded on their own, the feed shows what it showed (the app reloads it at rest).
   */
  feedBehind: boolean
}

/**
 * Ends an event: its microtasks run (what it started is sent), then, unless `render` is false, React renders what
 * the router holds (its commit), and what that starts runs too.
 */
export async function endEvent(real: ModelReal, render = true) {
  await tick()
  if (!render) return
  real.world.commit()
  await tick()
}

/**
 * One command of the model: a user's or the server's event, named as a test would write it (`list.nextPage()`), so
 * a shrunk counterexample reads as a script. Each ends its event (`endEvent`); with `render` false, the next event
 * comes before React renders.
 */
export class Step implements fc.AsyncCommand<ModelState, ModelReal> {
  constructor(
    readonly label: string,
    readonly act: (real: ModelReal, model: ModelState) => unknown,
    readonly render = true,
  ) {}
  check() {
    return true
  }
  async run(model: ModelState, real: ModelReal) {
    await this.act(real, model)
    await endEvent(real, this.render)
  }
  toString() {
    return this.render ? this.label : `${this.label}, then the next event before React renders`
  }
}

/** `step`, with the next event coming before React renders the router's location. */
export const beforeRender = (step: Step) => new Step(step.label, step.act, false)

/**
 * Steps whose acts are synchronous (user events, somebody else's write), made in one task: one click's handler that
 * calls several operations, or Back right after a move. Nothing runs between them, not even a microtask.
 */
export const together = (steps: readonly Step[]) =>
  new Step(`in one task { ${steps.map((s) => s.label).join('; ')} }`, (real, model) => {
    for (const s of steps) s.act(real, model)
  })

/** Calls an operation and keeps its promise (a throw counts as a rejection), so the model checks that it settles. */
function track(real: ModelReal, name: string, operation: () => Promise<unknown>) {
  const entry = { name, settled: false }
  real.operations.push(entry)
  const settle = () => void (entry.settled = true)
  let promise: Promise<unknown>
  try {
    promise = operation()
  } catch (error) {
    promise = Promise.reject(error)
  }
  promise.then(settle, (error: unknown) => {
    settle()
    // A write that waited offline and was dropped by `store.clear()` never reaches the server.
    if (error instanceof Error && error.message.includes('the outbox was cleared')) real.server.withdrawWrite()
  })
}

const sortText = (sort: Sort | undefined) => (sort ? `[{ ${sort.property}, ${sort.direction} }]` : '[]')
const refusal = (status: number | undefined) => (status ? ` refused ${status}` : '')
/** The records a view shows that have an id (an optimistic save's placeholder has none yet). */
const records = (real: ModelReal, view: ViewName) => real.world.shown(view).items.filter((item) => item.id != null)
const pick = <T>(items: readonly T[], at: number) => items[at % items.length] as T

export const nextPage = (view: ListName) =>
  new Step(`${view}.nextPage()`, (real) => track(real, `${view}.nextPage()`, () => real.world.nextPage(view)))

export const prevPage = (view: ListName) =>
  new Step(`${view}.prevPage()`, (real) => track(real, `${view}.prevPage()`, () => real.world.prevPage(view)))

export const fetchPage = (view: ListName, pageNo: number) =>
  new Step(`${view}.fetch(${pageNo})`, (real) => track(real, `${view}.fetch()`, () => real.world.fetch(view, pageNo)))

export const sortWith = (view: ViewName, sort: Sort | undefined) =>
  new Step(`${view}.sortWith(${sortText(sort)})`, (real) =>
    track(real, `${view}.sortWith()`, () => real.world.sortWith(view, sort ? [sort] : [])),
  )

export const query = (view: ViewName, title: string) =>
  new Step(`${view}.query({ title: ${JSON.stringify(title)} })`, (real) =>
    track(real, `${view}.query()`, () => real.world.query(view, title)),
  )

export const reload = (view: ViewName) =>
  new Step(`${view}.reload()`, (real) => track(real, `${view}.reload()`, () => real.world.reload(view)))

export const loadMore = () =>
  new Step('feed.loadMore()', (real) => track(real, 'feed.loadMore()', () => real.world.loadMore()))

/** A create through a view; the server refuses it with `refuse` when given. */
export const save = (view: ViewName, data: Omit<Product, 'id'>, refuse?: number) =>
  new Step(`${view}.save(${JSON.stringify(data)})${refusal(refuse)}`, (real) => {
    real.server.expectWrite(refuse)
    track(real, `${view}.save()`, () => real.world.save(view, data))
  })

/** An update of the `at`-th record the view shows (its title or its price changed); nothing when it shows none. */
export const update = (view: ViewName, at: number, field: 'title' | 'price', refuse?: number) =>
  new Step(`${view}.update(record #${at}, its ${field} changed)${refusal(refuse)}`, (real) => {
    const shown = records(real, view)
    if (!shown.length) return
    const record = pick(shown, at)
    const changed =
      field === 'title' ? { ...record, title: `${record.title} v2` } : { ...record, price: record.price + 1 }
    real.server.expectWrite(refuse)
    track(real, `${view}.update()`, () => real.world.update(view, changed))
  })

/** A removal of the records the view shows at `at` (one request for all); nothing when it shows none. */
export const remove = (view: ViewName, at: readonly number[], refuse?: number) =>
  new Step(`${view}.remove(records #${at.join(', #')})${refusal(refuse)}`, (real) => {
    const shown = records(real, view)
    if (!shown.length) return
    const ids = [...new Set(at.map((i) => pick(shown, i).id))]
    real.server.expectWrite(refuse)
    track(real, `${view}.remove()`, () => real.world.remove(view, ids))
  })

export const back = () => new Step('back()', (real) => real.world.back())
export const forward = () => new Step('forward()', (real) => real.world.forward())

/** What somebody else does to the records, straight on the server. */
export type ForeignWrite = { kind: 'add'; title: string } | { kind: 'rename' | 'reprice' | 'delete'; at: number }

const foreignText = (write: ForeignWrite) =>
  `${write.kind}(${write.kind === 'add' ? JSON.stringify(write.title) : `record #${write.at}`})`

/** A write not through the views: the server's records change now. */
function writeStraight({ server }: ModelReal, write: ForeignWrite) {
  const items = server.items
  if (write.kind === 'add') {
    const id = String(Math.max(0, ...items.map((item) => Number(item.id))) + 1)
    server.items = [...items, { id, title: write.title, price: 9 }]
  } else if (items.length) {
    const at = write.at % items.length
    const record = items[at] as Product
    const next =
      write.kind === 'delete'
        ? []
        : [
            write.kind === 'rename'
              ? { ...record, title: `${record.title} v3` }
              : { ...record, price: record.price + 2 },
          ]
    server.items = [...items.slice(0, at), ...next, ...items.slice(at + 1)]
  }
}

/**
 * Somebody else writes to the collection, then the app tells the store (`invalidate`) or only one view reloads (the
 * store is then told at rest, before the model checks).
 */
export const someoneElse = (write: ForeignWrite, tell: 'invalidate' | ViewName) =>
  new Step(
    `someoneElse.${foreignText(write)}, then ${tell === 'invalidate' ? 'store.invalidate()' : `${tell}.reload()`}`,
    (real, model) => {
      writeStraight(real, write)
      if (tell === 'invalidate') return real.world.invalidate()
      model.unannounced = true
      track(real, `${tell}.reload()`, () => real.world.reload(tell))
    },
  )

/**
 * The user writes in another tab of the origin: the server's records change, then that tab's store tells this one
 * (a message `{ invalidate: COLLECTION }` on the channel, one task of the browser). With `crossTab` on, the lists
 * reload on their own (the feed takes no cross-tab reloads: it is behind until the app reloads it, unless it was
 * hidden, its pages then made old); with it off, the message sends no request, and the app has not told the store.
 * With `hidden`, that view is hidden one event before the message and shown again one event after it.
 */
export const otherTab = (write: ForeignWrite, hidden?: ViewName) =>
  new Step(
    `otherTab.${foreignText(write)}, then its message on the channel${hidden ? ` while ${hidden} is hidden` : ''}`,
    async (real, model) => {
      const { world, server, browser, setup } = real
      if (hidden) {
        world.hide(hidden)
        await endEvent(real)
      }
      writeStraight(real, write)
      const before = server.received().length
      browser.otherTab(CHANNEL, { invalidate: COLLECTION })
      await tick()
      if (!setup.crossTab) {
        const sent = server.received().slice(before)
        if (sent.length)
          throw new Error(
            `crossTab is off, yet another tab's message sent ${sent.map((r) => `${r.method} ${r.path}`).join(', ')}`,
          )
        model.unannounced = true
      } else if (hidden !== 'feed') model.feedBehind = true
      if (!hidden) return
      await endEvent(real)
      world.show(hidden)
    },
  )

/** The store takes the pages another store loaded for `query` (a server render handed over). */
export const hydrate = (q: ShownQuery) =>
  new Step(
    `store.hydrate(pages of page ${q.pageNo}, size ${q.pageSize}, sort ${sortText(q.sorts[0])}, title ${JSON.stringify(q.title ?? '')})`,
    async (real) => real.world.hydrate(await loadElsewhere(q, real.server.fetchElsewhere)),
  )

/**
 * The view is hidden and shown again: in one task (StrictMode's second mount), or `apart`, one event after the other
 * (an `<Activity>` hidden then shown; what it waited for settles with `undefined` meanwhile).
 */
export const remount = (view: ViewName, apart: boolean) =>
  new Step(`${view} hidden and shown again${apart ? ' (one event later)' : ' (in one task)'}`, async (real) => {
    real.world.hide(view)
    if (apart) await endEvent(real)
    real.world.show(view)
  })

/** Sign-out: the store is emptied. */
export const clear = () => new Step('store.clear()', (real) => real.world.clear())

/** One answer the server gives: to which open request (its index, modulo how many are open), and how. */
export interface Pick {
  at: number
  /** A read fails with 500 (a write is answered as its command chose). */
  fail: boolean
  /** The answer stays on its way: answers computed after it may reach the client first. */
  late: boolean
}

/** The server answers some open requests, one after another, in the order of the picks. */
export const release = (picks: readonly Pick[]) =>
  new Step(
    `server.release(${picks.map((p) => `#${p.at}${p.fail ? ' fails' : ''}${p.late ? ' (answer delayed)' : ''}`).join(', ')})`,
    async (real) => {
      for (const { at, fail, late } of picks) {
        const open = real.server.open()
        if (!open.length) return
        await real.server.release(at % open.length, { fail, late })
        await endEvent(real)
      }
    },
  )

/**
 * The window regains focus: the lists reload their pages in the background (at most once in 5 s each). The feed
 * opts out: its reload on its own holds back a first page whose rows moved (`pendingUpdate`), which the model
 * leaves out.
 */
export const focus = () => new Step('window.focus()', (real) => real.browser.focus())

/** Time passes (a URL write's throttle, a retry's back-off). */
export const wait = (ms: number) => new Step(`wait(${ms} ms)`, (real) => real.browser.pass(ms))

/** The browser says the network went: writes wait in the outbox (their rows shown). */
export const offline = () => new Step('browser.offline()', (real) => real.browser.offline())

/** The network comes back: the outbox goes first, then the lists' loads. */
export const online = () => new Step('browser.online()', (real) => real.browser.online())
