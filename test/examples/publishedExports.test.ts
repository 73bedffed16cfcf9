import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

// The examples take use-rest-page-api from the workspace (`workspace:*`), which resolves `exports` (the sources); a
// user installs the packed package, which resolves `publishConfig.exports` (the build). Both must offer the same
// subpaths, or an example could pass on a subpath its users cannot import.
const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../packages/use-rest-page-api/package.json'), 'utf8'),
) as {
  exports: Record<string, string | Record<string, string>>
  publishConfig: { exports: Record<string, string | { types: string; default: string }> }
}

it('publishes every subpath the workspace resolves, and no other', () => {
  expect(Object.keys(manifest.publishConfig.exports).sort()).toEqual(Object.keys(manifest.exports).sort())
})

// A conditional entry (`./devtools`: `production` and `default`) is left to its own tests.
const plain = Object.entries(manifest.exports).filter(
  (entry): entry is [string, string] => typeof entry[1] == 'string' && entry[1].startsWith('./src/'),
)
it.each(plain)('publishes %s as the build of the source the workspace resolves, types first', (subpath, source) => {
  const built = source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '')
  const published = manifest.publishConfig.exports[subpath]
  expect(published).toEqual({ types: `${built}.d.ts`, default: `${built}.js` })
  expect(Object.keys(published ?? {})[0]).toBe('types')
})
