import { expect, test } from './fixtures.ts'
import { form, paths } from './support/seed.ts'
import { pagerSummary } from './support/table.ts'

// Every spec runs on two builds of the app (playwright.config.ts): plain, and compiled by the React Compiler. This
// spec keeps the second from silently being the first (a switch that no longer reaches Vite, a filter that matches no
// file): the screens' own chunks, as the browser loaded them, hold compiled components or none.

/**
 * What the React Compiler writes into every component it compiles with a value to cache: the slots of its memo cache
 * (`_c(n)` from react/compiler-runtime) start as `Symbol.for('react.memo_cache_sentinel')`. React DOM's own code
 * names it once, in whatever chunk holds React DOM.
 */
const SENTINEL = 'react.memo_cache_sentinel'

test('each project drives the build it names: the screens compiled by the React Compiler, or plain', async ({
  page,
  baseURL,
}, testInfo) => {
  const compiled = testInfo.project.metadata.build === 'compiler'
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/^\/assets\/[\w-]+\.js$/.test(path)) scripts.add(path)
  })
  await page.goto(paths.list(form('出差申请').id, 'todo-list'))
  await expect(pagerSummary(page)).toContainText('共')
  await page.getByRole('link', { name: '产品' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '产品' })).toBeVisible()

  // Read again from the server: the same files the page ran.
  const code = new Map<string, string>()
  for (const path of scripts) code.set(path, await (await fetch(new URL(path, baseURL))).text())
  const screens = [...code].filter(([path]) => /\/assets\/(FormListPage|ProductsPage)-[\w-]+\.js$/.test(path))
  expect(
    screens.map(([path]) => path.replace(/-[\w-]+\.js$/, '')),
    'the chunks of both screens loaded',
  ).toEqual(['/assets/FormListPage', '/assets/ProductsPage'])
  for (const [path, text] of screens) expect(text.includes(SENTINEL), `${path} compiled`).toBe(compiled)
  // All the app's code loaded: compiled, the sentinel in dozens of places; plain, React DOM's one.
  const places = [...code.values()].reduce((n, text) => n + text.split(SENTINEL).length - 1, 0)
  if (compiled) expect(places).toBeGreaterThan(20)
  else expect(places).toBeLessThanOrEqual(1)
})
