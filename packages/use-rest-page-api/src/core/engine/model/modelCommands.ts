import fc from 'fast-check'
import {
  LIST_PAGE_SIZE,
  type Flavour,
  type ListName,
  type Sort,
  type ViewName,
  type WorldSetup,
} from './modelDriver.ts'
import * as step from './modelSteps.ts'

const view = fc.constantFrom<ViewName>('list', 'other', 'feed')
const list = fc.constantFrom<ListName>('list', 'other')
const sort = fc.option(
  fc.record<Sort>({ property: fc.constantFrom('title', 'price'), direction: fc.constantFrom('asc', 'desc') }),
  { nil: undefined },
)
/** Title filters: none, ones many titles hold, one title, and one that holds nothing. */
const title = fc.constantFrom('', 'e', 'pen', 'lamp a', 'zz')
/** Writes accepted (most), or refused as a validation error, a conflict or a failure. */
const refuse = fc.constantFrom(undefined, undefined, undefined, 400, 409, 500)
const at = fc.nat({ max: 30 })
/** A write not made through the views: a record added, renamed, repriced or deleted. */
const foreignWrite = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), title: fc.constantFrom('Aaa other', 'Pen other') }),
  fc.record({ kind: fc.constantFrom('rename' as const, 'reprice' as const, 'delete' as const), at }),
)
/** True one time in `n` (shrinking to false). */
const oneIn = (n: number) =>
  fc.oneof({ weight: n - 1, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })

/** A command of the model by name (what `without` leaves out), with how often it is drawn. */
interface Drawn {
  name: string
  weight: number
  arbitrary: fc.Arbitrary<step.Step>
}

/** Every command of the model; `failures` false: no read fails. */
const commandsOf = (failures: boolean): Drawn[] => [
  { name: 'nextPage', weight: 4, arbitrary: list.map(step.nextPage) },
  { name: 'prevPage', weight: 2, arbitrary: list.map(step.prevPage) },
  { name: 'fetch', weight: 2, arbitrary: fc.tuple(list, fc.nat({ max: 9 })).map(([v, n]) => step.fetchPage(v, n)) },
  { name: 'sortWith', weight: 2, arbitrary: fc.tuple(view, sort).map(([v, s]) => step.sortWith(v, s)) },
  { name: 'query', weight: 2, arbitrary: fc.tuple(view, title).map(([v, t]) => step.query(v, t)) },
  { name: 'reload', weight: 2, arbitrary: view.map(step.reload) },
  { name: 'loadMore', weight: 3, arbitrary: fc.constant(step.loadMore()) },
  {
    name: 'save',
    weight: 2,
    arbitrary: fc
      .tuple(view, fc.constantFrom('Pen new', 'Aaa', 'Zzz lamp'), fc.integer({ min: 1, max: 30 }), refuse)
      .map(([v, t, price, r]) => step.save(v, { title: t, price }, r)),
  },
  {
    name: 'update',
    weight: 2,
    arbitrary: fc
      .tuple(view, at, fc.constantFrom<'title' | 'price'>('title', 'price'), refuse)
      .map(([v, i, f, r]) => step.update(v, i, f, r)),
  },
  {
    name: 'remove',
    weight: 2,
    arbitrary: fc
      .tuple(view, fc.array(at, { minLength: 1, maxLength: 2 }), refuse)
      .map(([v, ids, r]) => step.remove(v, ids, r)),
  },
  { name: 'back', weight: 2, arbitrary: fc.constant(step.back()) },
  { name: 'forward', weight: 1, arbitrary: fc.constant(step.forward()) },
  {
    name: 'someoneElse',
    weight: 2,
    arbitrary: fc
      .tuple(
        foreignWrite,
        fc.constantFrom<'invalidate' | ViewName>('invalidate', 'invalidate', 'list', 'other', 'feed'),
      )
      .map(([write, tell]) => step.someoneElse(write, tell)),
  },
  {
    name: 'otherTab',
    weight: 2,
    // The message comes while a view is hidden one time in three.
    arbitrary: fc
      .tuple(foreignWrite, fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: view }))
      .map(([write, hidden]) => step.otherTab(write, hidden)),
  },
  {
    name: 'hydrate',
    weight: 1,
    arbitrary: fc
      .record({
        pageNo: fc.nat({ max: 3 }),
        pageSize: fc.constantFrom(LIST_PAGE_SIZE, 7),
        sorts: sort.map((s) => (s ? [s] : [])),
        title,
      })
      .map(step.hydrate),
  },
  { name: 'clear', weight: 1, arbitrary: fc.constant(step.clear()) },
  { name: 'focus', weight: 2, arbitrary: fc.constant(step.focus()) },
  { name: 'offline', weight: 1, arbitrary: fc.constant(step.offline()) },
  { name: 'online', weight: 2, arbitrary: fc.constant(step.online()) },
  { name: 'remount', weight: 1, arbitrary: fc.tuple(view, fc.boolean()).map(([v, apart]) => step.remount(v, apart)) },
  {
    name: 'release',
    weight: 8,
    arbitrary: fc
      .array(fc.record({ at: fc.nat({ max: 7 }), fail: failures ? oneIn(5) : fc.constant(false), late: oneIn(4) }), {
        minLength: 1,
        maxLength: 4,
      })
      .map(step.release),
  },
  { name: 'wait', weight: 4, arbitrary: fc.constantFrom(10, 60, 1100, 5000).map(step.wait) },
]

/** The commands whose acts are synchronous, which `together` runs in one task. */
const synchronous = new Set([
  'nextPage',
  'prevPage',
  'fetch',
  'sortWith',
  'query',
  'reload',
  'loadMore',
  'save',
  'update',
  'remove',
  'back',
  'forward',
  'someoneElse',
  'clear',
  'focus',
])

/** Two or three synchronous commands in one task (those `without` leaves out left out). */
const together = (drawn: readonly Drawn[]): Drawn => ({
  name: 'together',
  weight: 3,
  arbitrary: fc
    .array(fc.oneof(...drawn.filter((c) => synchronous.has(c.name)).map((c) => c.arbitrary)), {
      minLength: 2,
      maxLength: 3,
    })
    .map(step.together),
})

/** What `without` may leave out: the model's commands by name, and `readFailures` (no read fails). */
export const omissible = [...commandsOf(true).map((c) => c.name), 'together', 'readFailures']

/**
 * The commands of a run: up to `maxCommands` of them, drawn with their weights, but what `without` names (to look
 * past a failure already found; `omissible`). Under a router, one in six is followed by the next event before React
 * renders the router's location. `replayPath` replays a counterexample (with its seed and path).
 */
export function modelCommands(
  flavour: Flavour,
  { maxCommands = 40, without = [] as readonly string[], replayPath = undefined as string | undefined } = {},
) {
  const unknown = without.filter((name) => !omissible.includes(name))
  if (unknown.length)
    throw new TypeError(`the model cannot leave out ${unknown.join(', ')}: not one of ${omissible.join(', ')}`)
  const drawn = commandsOf(!without.includes('readFailures')).filter(({ name }) => !without.includes(name))
  return fc.commands(
    drawn.concat(without.includes('together') ? [] : [together(drawn)]).flatMap(({ weight, arbitrary }) => {
      // Shrinks towards a render after each event (0).
      const drawn =
        flavour === 'memory'
          ? arbitrary
          : fc.tuple(arbitrary, fc.nat({ max: 5 })).map(([s, n]) => (n === 5 ? step.beforeRender(s) : s))
      return Array.from({ length: weight }, () => drawn)
    }),
    { maxCommands, size: 'max', ...(replayPath && { replayPath }) },
  )
}

/** How a run's world is built, for a flavour of URL. */
export const worldSetup = (flavour: Flavour): fc.Arbitrary<WorldSetup> =>
  fc.record({
    flavour: fc.constant(flavour),
    initialSearch: fc.constantFrom('', '?page=2', '?sort=price,desc&title=e', '?o.page=1&o.sort=title,asc'),
    otherSynced: fc.boolean(),
    otherPageSize: fc.constantFrom(LIST_PAGE_SIZE, 7),
    feedPageSize: fc.constantFrom(LIST_PAGE_SIZE, 7),
    feedMaxPages: fc.constantFrom(null, null, 2),
    optimistic: fc.record({ list: fc.boolean(), other: fc.boolean(), feed: fc.boolean() }),
    crossTab: fc.boolean(),
  })
