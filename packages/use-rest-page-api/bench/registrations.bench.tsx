// What lists that come and go leave behind (issue 21, item 6): 1,500 StrictMode mount/unmount cycles of a list and
// 1,000 swaps of two views of one query in one commit, on one store. `pnpm bench` prints the heap after a full garbage
// collection before and after, and the store's entries with the lists observing them (none once they are gone).
// CYCLES (mount/unmount toggles, default 3000) and SWAPS (default 1000) change the counts: the heap grows by about
// 1.2 MB at first (React and jsdom warming up) and no further with more of either, which is what a leak would do.
import { act, render } from '@testing-library/react'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { StrictMode, useLayoutEffect, useState } from 'react'
import { afterAll, bench, describe } from 'vitest'
import { createRestPageStore } from '../src/core/store/createRestPageStore.ts'
import { RestPageApiProvider } from '../src/react/RestPageApiProvider.tsx'
import { useRestPageApi } from '../src/react/useRestPageApi.ts'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heap = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`

/** A server that answers at once: 15 rows for any page. */
const answer: typeof fetch = async (input) => {
  const page = Number(new URL(String(input), 'http://bench.test').searchParams.get('page') ?? 0)
  const content = Array.from({ length: 15 }, (_, i) => ({ id: `${page}-${i}`, title: `第 ${page} 页第 ${i} 条` }))
  return new Response(JSON.stringify({ content, totalElements: 1500, number: page, size: 15 }), {
    headers: { 'Content-Type': 'application/json' },
  })
}

function List({ size }: { size: number }) {
  useRestPageApi<{ id: string }>('/bench', [], { pageSize: size })
  return null
}

const figures: string[] = []
afterAll(() => console.log(['What lists that came and went left behind:', ...figures].join('\n')))

describe('lists that come and go', () => {
  bench(
    '1,500 StrictMode cycles and 1,000 swaps (figures printed after the run)',
    async () => {
      const store = createRestPageStore()
      let toggle!: () => void
      let swap!: () => void
      function Views() {
        const [shown, setShown] = useState(true)
        const [flip, setFlip] = useState(false)
        // Handed to the bench once mounted (a render writes nothing outside itself).
        useLayoutEffect(() => {
          toggle = () => setShown((s) => !s)
          swap = () => setFlip((f) => !f)
        }, [])
        return (
          <>
            {shown && (
              <StrictMode>
                <List size={7} />
              </StrictMode>
            )}
            {flip ? <List key="a" size={5} /> : <List key="b" size={5} />}
          </>
        )
      }
      const observing = () => store.inspect().reduce((n, e) => n + e.observers, 0)
      const view = render(
        <RestPageApiProvider fetch={answer} store={store}>
          <Views />
        </RestPageApiProvider>,
      )
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      const before = heap()
      figures.push(`  before: ${store.inspect().length} entries, ${observing()} observing, heap ${mb(before)}`)
      for (let i = 0; i < Number(process.env.CYCLES ?? 3000); i++) act(() => toggle())
      for (let i = 0; i < Number(process.env.SWAPS ?? 1000); i++) act(() => swap())
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      const after = heap()
      figures.push(
        `  after:  ${store.inspect().length} entries, ${observing()} observing, heap ${mb(after)} (${after >= before ? '+' : ''}${mb(after - before)})`,
      )
      view.unmount()
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      figures.push(`  gone:   ${store.inspect().length} entries, ${observing()} observing`)
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  )
})
