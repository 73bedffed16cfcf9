import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'

// Next.js App Router: an entry that exports hooks or the provider must start with 'use client', or importing it from a
// server component fails. The check reads what `tsc -p tsconfig.build.json` (the package's build) writes.
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const tsc = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url))
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  publishConfig: { exports: Record<string, string | { default: string }> }
}

/** Every published entry, and whether it is a client module. A new entry fails here until it is listed. */
const clientEntries: Record<string, boolean> = {
  '.': true,
  './table': true,
  './react-router': true,
  './next': true,
  './infinite': true,
  './keyset': false,
  './persist': false,
  './devtools': true,
  './swr': true,
  './testing': true,
  './qs': false,
  './server': false,
  './parsers': false,
}

let outDir: string
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'use-rest-page-api-build-'))
  execFileSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir, '--declaration', 'false', '--declarationMap', 'false'],
    { cwd: packageDir, stdio: 'pipe' },
  )
}, 120_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const published = Object.entries(manifest.publishConfig.exports).flatMap(([entry, target]) =>
  typeof target === 'string' ? [] : [[entry, target.default] as const],
)

it('lists every published entry', () => {
  expect(published.map(([entry]) => entry).sort()).toEqual(Object.keys(clientEntries).sort())
})

it.each(published)(
  "starts the built entry %s (%s) with 'use client' exactly when it exports React code",
  (entry, file) => {
    const firstLine = readFileSync(join(outDir, file.replace(/^\.\/dist\//, '')), 'utf8').split('\n')[0]
    if (clientEntries[entry]) expect(firstLine).toBe("'use client';")
    else expect(firstLine).not.toMatch(/use client/)
  },
)
