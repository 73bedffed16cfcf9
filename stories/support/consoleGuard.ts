/**
 * The app promises no console errors or warnings: every story watches `console.error` and `console.warn` while it
 * renders and plays, and fails afterwards naming what was logged. Messages still reach the console.
 */
const logged: string[] = []
let restore: (() => void) | undefined

/** Starts recording (before each story). */
export function watchConsole(): void {
  restore?.()
  logged.length = 0
  const { error, warn } = console
  console.error = (...args: unknown[]) => {
    logged.push(`console.error: ${args.map(String).join(' ')}`)
    error.apply(console, args)
  }
  console.warn = (...args: unknown[]) => {
    logged.push(`console.warn: ${args.map(String).join(' ')}`)
    warn.apply(console, args)
  }
  restore = () => {
    console.error = error
    console.warn = warn
    restore = undefined
  }
}

/** Stops recording (after each story) and fails if anything was logged. */
export function checkConsole(): void {
  restore?.()
  if (logged.length > 0) {
    const found = logged.splice(0).map((line) => line.slice(0, 500))
    throw new Error(`[stories] the story logged ${found.length} console error(s) or warning(s):\n${found.join('\n')}`)
  }
}
