// The bounded cache (issue 14, item 5): one list paged through 3,000 distinct queries under the provider's defaults
// (`maxCachedPages` 100, `gcTime` 5 minutes). `pnpm bench` prints how many list entries the cache holds and the heap
// the cache keeps, measured after a full garbage collection, while the list is mounted and after it unmounts.
import { act, render } from '@testing-library/react'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, bench, describe } from 'vitest'
import { createRestPageStore } from '../src/core/store/createRestPageStore.ts'
import { RestPageApiProvider } from '../src/react/RestPageApiProvider.tsx'
import type { RestPageDataSource } from '../src/index.ts'
import { useRestPageApi } from '../src/react/useRestPageApi.ts'

interface Row {
  id: string
  title: string
}

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heap = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

const QUERIES = 3_000
const PAGE = 15

/** A server that answers at once: 15 rows of about 120 bytes each for any query. */
const answer: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://bench.test')
  const page = Number(url.searchParams.get('page') ?? 0)
  const q = url.searchParams.get('q') ?? ''
  const content = Array.from({ length: PAGE }, (_, i) => ({
    id: `${q}-${page}-${i}`,
    title: `${q} 第 ${page} 页第 ${i} 条：出差申请（日内瓦）`.padEnd(60, '·'),
  }))
  return new Response(JSON.stringify({ content, totalElements: 10_000, totalPages: 667, number: page, size: PAGE }), {
    headers: { 'Content-Type': 'application/json' },
  })
}

const figures: string[] = []
afterAll(() => console.log(['The store after 3,000 distinct queries through one list:', ...figures].join('\n')))

describe('one list through 3,000 distinct queries', () => {
  bench(
    'query, load, next query (figures printed after the run)',
    async () => {
      const store = createRestPageStore()
      const listEntries = () => store.inspect().length
      let list: RestPageDataSource<Row> | undefined
      function List() {
        list = useRestPageApi<Row>('/bench', [], { pageSize: PAGE })
        return <p>{list.items.length}</p>
      }
      const before = heap()
      const view = render(
        <RestPageApiProvider fetch={answer} store={store}>
          <List />
        </RestPageApiProvider>,
      )
      for (let i = 0; i < QUERIES; i++) await act(() => list?.query({ q: `q${i}` }))
      const mounted = heap() - before
      figures.push(`  mounted:   ${listEntries()} list entries, ${(mounted / 1e6).toFixed(2)} MB heap`)
      view.unmount()
      await act(async () => {})
      const after = heap() - before
      figures.push(`  unmounted: ${listEntries()} list entries, ${(after / 1e6).toFixed(2)} MB heap`)
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  )
})
