import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { PACKAGE_VERSION } from './version.ts'

it("is the version of the package's manifest", () => {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  expect(PACKAGE_VERSION).toBe(manifest.version)
})
