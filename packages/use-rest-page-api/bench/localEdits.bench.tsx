// Local edits against a plain useState array update rendering the same page (issue 8, Cost): `pnpm bench` prints
// operations per second for each; the ratio at 10,000 items is the figure to watch (goal: at most 1.25x).
import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { bench, describe } from 'vitest'
import { RestPageApiProvider } from '../src/react/RestPageApiProvider.tsx'
import { useRestPageApi } from '../src/react/useRestPageApi.ts'

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

for (const size of [1_000, 10_000]) {
  describe(`one edit of a page of ${size.toLocaleString('en')} items, rendered`, () => {
    let tick = 0
    let setItem: (id: string, field: 'title', value: string) => void = () => {}
    let updateItem: (row: Row) => void = () => {}
    let setPlain: (update: (items: Row[]) => Row[]) => void = () => {}

    function HookPage() {
      const list = useRestPageApi<Row>('/bench', rows(size).slice(), { pageSize: size })
      setItem = list.setItem
      updateItem = list.updateItem
      return <Page items={list.items} />
    }
    function PlainPage() {
      const [items, set] = useState(() => rows(size))
      setPlain = set
      return <Page items={items} />
    }
    const mountHook = () =>
      void render(
        <RestPageApiProvider fetch={never} cache={new Map()}>
          <HookPage />
        </RestPageApiProvider>,
      )
    const mountPlain = () => void render(<PlainPage />)
    const id = () => String(tick++ % size)

    bench(
      'useState: replace one row (map + setState)',
      () => {
        const target = id()
        act(() => setPlain((items) => items.map((row) => (row.id === target ? { ...row, title: `t${tick}` } : row))))
      },
      { setup: mountPlain, iterations: 20, warmupIterations: 3 },
    )
    bench('useRestPageApi: setItem(id, field, value)', () => act(() => setItem(id(), 'title', `t${tick}`)), {
      setup: mountHook,
      iterations: 20,
      warmupIterations: 3,
    })
    bench(
      'useRestPageApi: updateItem(row)',
      () => {
        const target = id()
        act(() => updateItem({ id: target, title: `t${tick}` }))
      },
      { setup: mountHook, iterations: 20, warmupIterations: 3 },
    )
  })
}
