/**
 * The one re-entrant loop: a function that runs `run`, and when it is called again while `run` is running (a
 * listener that changes what it listens to), runs it once more after instead of inside, until nothing changed.
 *
 * @example
 * const notify = coalesce(() => listeners.forEach((l) => l()))
 */
export function coalesce(run: () => void): () => void {
  let running = false
  let again = false
  return () => {
    if (running) return void (again = true)
    running = true
    try {
      do {
        again = false
        run()
      } while (again)
    } finally {
      running = false
    }
  }
}
