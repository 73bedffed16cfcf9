// Local edits against a plain useState array update rendering the same page (issues 8 and 14, Cost): `pnpm bench`
// prints operations per second for each (edit plus render), then the CPU time of one operation as the process counts
// it (user + system, `process.cpuUsage`), and its ratio to the useState update. The ratio at 10,000 items is the
// figure to watch (goal: at most 1.25x). Both pages run on React's production build (what users ship; the bench
// project sets NODE_ENV=production and compiles JSX for production) in the same jsdom; an edit is made inside
// `flushSync`, which renders, commits and runs effects before it returns, as `act()` does on the development build.
import { useLayoutEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { afterAll, bench, describe } from 'vitest'
import { RestPageApiProvider } from '../src/react/RestPageApiProvider.tsx'
import { useRestPageApi } from '../src/react/useRestPageApi.ts'
import { assertProductionReact, mountProduction } from './mountProduction.ts'

assertProductionReact('localEdits.bench')

interface Row {
  id: string
  title: string
}
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: String(i), title: `row ${i}` }))
const Page = ({ items }: { items: Row[] }) => (
  <ul>
    {items.map((row) => (
      <li key={row.id}>{row.title}</li>
    ))}
  </ul>
)
// The list never loads (its fetch never answers), so every edit is a local edit of the default value.
const never = () => new Promise<Response>(() => {})

/** CPU microseconds and operations, per bench name. */
const cpu = new Map<string, { micros: number; ops: number }>()
/** Runs one operation, adding its CPU time to its bench's account. */
function timed(name: string, op: () => void) {
  const start = process.cpuUsage()
  op()
  const used = process.cpuUsage(start)
  const account = cpu.get(name) ?? { micros: 0, ops: 0 }
  account.micros += used.user + used.system
  account.ops++
  cpu.set(name, account)
}
afterAll(() => {
  const perOp = (name: string) => {
    const account = cpu.get(name)
    return account ? account.micros / account.ops / 1000 : NaN
  }
  const lines = ['CPU time of one operation, process.cpuUsage (edit + render; the edit alone, before React renders):']
  for (const name of cpu.keys()) {
    const plain = perOp(name.replace(/useRestPageApi: \w+/, 'useState'))
    lines.push(`  ${name.padEnd(48)} ${perOp(name).toFixed(3)} ms  ${(perOp(name) / plain).toFixed(2)}x useState`)
  }
  console.log(lines.join('\n'))
})

for (const size of [1_000, 10_000]) {
  describe(`one edit of a page of ${size.toLocaleString('en')} items, rendered`, () => {
    let tick = 0
    let setItem: (id: string, field: 'title', value: string) => void = () => {}
    let updateItem: (row: Row) => void = () => {}
    let setPlain: (update: Row[] | ((items: Row[]) => Row[])) => void = () => {}
    let plainItems: Row[] = []

    function HookPage() {
      // Made once per mount, as the useState page's rows are (not again on every render the edit causes).
      const [defaultValue] = useState(() => rows(size))
      const list = useRestPageApi<Row>('/bench', defaultValue, { pageSize: size })
      // Handed to the benches after each commit (inside the flushSync that renders): a render writes nothing outside.
      useLayoutEffect(() => {
        setItem = list.setItem
        updateItem = list.updateItem
      })
      return <Page items={list.items} />
    }
    function PlainPage() {
      const [items, set] = useState(() => rows(size))
      useLayoutEffect(() => {
        setPlain = set
        plainItems = items
      }, [items])
      return <Page items={items} />
    }
    const mountHook = () =>
      void mountProduction(
        <RestPageApiProvider fetch={never}>
          <HookPage />
        </RestPageApiProvider>,
      )
    const mountPlain = () => void mountProduction(<PlainPage />)
    const id = () => String(tick++ % size)

    const at = `${size / 1000}k`
    bench(
      'useState: replace one row (map + setState)',
      () => {
        const target = id()
        timed(`${at} useState`, () =>
          flushSync(() =>
            setPlain((items) => items.map((row) => (row.id === target ? { ...row, title: `t${tick}` } : row))),
          ),
        )
      },
      { setup: mountPlain, iterations: 20, warmupIterations: 3 },
    )
    bench(
      'useRestPageApi: setItem(id, field, value)',
      () => timed(`${at} useRestPageApi: setItem`, () => flushSync(() => setItem(id(), 'title', `t${tick}`))),
      { setup: mountHook, iterations: 20, warmupIterations: 3 },
    )
    bench(
      'useRestPageApi: updateItem(row)',
      () => {
        const target = id()
        timed(`${at} useRestPageApi: updateItem`, () => flushSync(() => updateItem({ id: target, title: `t${tick}` })))
      },
      { setup: mountHook, iterations: 20, warmupIterations: 3 },
    )
    // The edit alone: the call's own work, 50 calls timed one by one inside one flushSync, before it renders once
    // (the map of useState done eagerly, as React's updater would).
    const fifty = (name: string, edit: (target: string) => void) => () =>
      flushSync(() => {
        for (let i = 0; i < 50; i++) {
          const target = id()
          timed(name, () => edit(target))
        }
      })
    bench(
      'useState: the update alone',
      fifty(`${at} useState, the edit alone`, (target) =>
        setPlain(plainItems.map((row) => (row.id === target ? { ...row, title: `t${tick}` } : row))),
      ),
      { setup: mountPlain, iterations: 20, warmupIterations: 3 },
    )
    bench(
      'useRestPageApi: setItem alone',
      fifty(`${at} useRestPageApi: setItem, the edit alone`, (target) => setItem(target, 'title', `t${tick}`)),
      { setup: mountHook, iterations: 20, warmupIterations: 3 },
    )
    bench(
      'useRestPageApi: updateItem alone',
      fifty(`${at} useRestPageApi: updateItem, the edit alone`, (target) =>
        updateItem({ id: target, title: `t${tick}` }),
      ),
      { setup: mountHook, iterations: 20, warmupIterations: 3 },
    )
  })
}
