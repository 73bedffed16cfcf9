import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageFile, readApi, renderEntry } from './apiReference.ts'

const root = join(import.meta.dirname, '../..')

/**
 * Writes the API reference of `use-rest-page-api` to `docs/api/` (one MDX page per entry of its `exports`), from the
 * TSDoc of the sources. Generated at `pnpm run docs` and `pnpm docs:build` time, never committed. Returns the pages.
 */
export function writeApiReference(out = join(root, 'docs/api')): string[] {
  const entries = readApi(join(root, 'packages/use-rest-page-api'))
  mkdirSync(out, { recursive: true })
  const pages = new Map(entries.map((entry) => [pageFile(entry), renderEntry(entry)]))
  // A page of an entry that is gone goes too; an unchanged page is not rewritten (Storybook's watcher stays quiet).
  for (const file of readdirSync(out)) if (!pages.has(file)) rmSync(join(out, file))
  for (const [file, text] of pages) {
    const path = join(out, file)
    let old: string | undefined
    try {
      old = readFileSync(path, 'utf8')
    } catch {
      old = undefined
    }
    if (old !== text) writeFileSync(path, text)
  }
  return [...pages.keys()]
}
