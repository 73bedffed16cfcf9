/**
 * The promises of a list's operations, settled in one place: each waits for the keys it asked for (`target`, the keys
 * joined) and settles once they are not loading any more, with the page asked for, or `undefined` when that load
 * failed, another query superseded it, or the list went away. `check` is called with what the list shows after every
 * change; it never waits for a render.
 *
 * @example
 * const waiters = createWaiters<Page>()
 * const settled = waiters.wait(keys.join('\n'))
 * waiters.check({ target: keys.join('\n'), fetching: false, error: undefined, page, gone: false })
 */
export function createWaiters<TPage>() {
  let waiting: { target: string; resolve: (page: TPage | undefined) => void }[] = []
  return {
    wait(target: string): Promise<TPage | undefined> {
      return new Promise((resolve) => waiting.push({ target, resolve }))
    },
    check(now: { target: string; fetching: boolean; error: unknown; page: TPage | undefined; gone: boolean }) {
      if (!waiting.length) return
      waiting = waiting.filter(({ target, resolve }) => {
        const mine = !now.gone && target === now.target
        if (mine && now.fetching) return true
        resolve(mine && now.error === undefined ? now.page : undefined)
        return false
      })
    },
  }
}
