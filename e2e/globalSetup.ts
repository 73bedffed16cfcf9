import { rmSync } from 'node:fs'

/** Removes the screenshots of the previous run, so `test-results/screenshots/` holds exactly this run's pages. */
export default function globalSetup() {
  rmSync('test-results/screenshots', { recursive: true, force: true })
}
