import { expect, it } from 'vitest'
import { runServerRenders } from '../../bench/runServerRenders.ts'

// A Node server answering 2,000 requests in one process, each as the Server rendering guide's recipe: a store of its
// own, the page of the address prefetched with the user's token (the mock over HTTP, identity on), the pages
// dehydrated, and a provider, a RestPageHydrationBoundary and the list rendered by react-dom/server. Run in a child
// process with --expose-gc (`pnpm bench:server` prints the same run's figures). Before issue 28 each request left two
// 5-minute timers (4,100 after 2,050 requests), 16.6 MB more heap, and a process that did not end.
it('leaves no timer after 2,000 server renders, a heap within 10 MB of where it started, and a process that ends on its own', async () => {
  const run = await runServerRenders({ renders: 2000, port: 4321 })
  // The run did what a server does: the first page rendered its 15 rows, loaded with the token.
  expect(run.rowsOnFirstPage).toBe(15)
  expect(run.pending).toEqual([])
  expect(run.heapGrowth).toBeLessThan(10 * 2 ** 20)
  // Ended by itself (no process.exit in it) once its figures were out: nothing kept its event loop alive.
  expect(run.exitedOnItsOwn).toBe(true)
}, 180_000)
