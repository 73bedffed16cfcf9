// Persisted pages (issue 38, item 1): the storage one page of 15 rows takes, and the time to write it, for the
// mock's products and the form app's to-dos (rows as the mock serves them, through loadListPage as a list loads them).
// `pnpm bench` prints the figures after the run; alone:
//   npx vitest bench --run --project bench-memory packages/use-rest-page-api/bench/persistPage.bench.tsx
import { createHandlers } from 'form-mock-server'
import { setupServer } from 'msw/node'
import { afterAll, bench, describe } from 'vitest'
import { createStoreCore } from '../src/core/store/createStoreCore.ts'
import { createPersistence } from '../src/core/persist/createPersistence.ts'
import { loadListPage } from '../src/core/spring/loadListPage.ts'
import { listKey } from '../src/core/store/listKey.ts'
import type { ListPage } from '../src/core/types.ts'

const ORIGIN = 'http://bench.test'
const mock = createHandlers({ auth: false })
const server = setupServer(...mock.handlers)
server.listen({ onUnhandledRequest: 'error' })
const formId = mock.db.forms.find((form) =>
  mock.db.records.some((record) => record.formId === form.id && record.status !== '草稿'),
)?.id
const query = { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }
const lists = { products: `${ORIGIN}/api/products`, 'form records': `${ORIGIN}/api/forms/${formId}/records` }
const pages: Record<string, { key: string; page: ListPage<unknown, unknown> }> = {}
for (const [name, url] of Object.entries(lists)) {
  const page = await loadListPage<unknown, unknown>({}, url, query, {}, new AbortController().signal)
  pages[name] = { key: listKey(url, query, {}), page }
}
server.close()

/** A `localStorage` in memory: a write is a `Map.set` of the string, as the browser's is a copy of it. */
const storage = () => {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const figures: string[] = []
afterAll(() => console.log(['Persisted pages, one page of 15 rows:', ...figures].join('\n')))

for (const [name, { key, page }] of Object.entries(pages)) {
  describe(`a page of 15 ${name}`, () => {
    const written = storage()
    const persistence = createPersistence(createStoreCore(), { storage: written })
    persistence.loaded(key, page, Date.now(), undefined)
    const text = [...written.map.values()][0] ?? ''
    const bytes = new TextEncoder().encode(text).length
    const withoutRaw = JSON.stringify({ ...page, rawResponse: undefined }).length
    figures.push(
      `  ${name}: ${page.items.length} rows, ${text.length} characters stored (${bytes} B as UTF-8, ` +
        `${text.length * 2} B as localStorage's UTF-16); ${withoutRaw} characters without rawResponse`,
    )
    bench(`write one page of 15 ${name} (JSON and setItem)`, () => {
      persistence.loaded(key, page, Date.now(), undefined)
    })
  })
}
