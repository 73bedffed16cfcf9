import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README's test command (scripts/test.mjs) without Chromium: the rest runs, then a loud warning at the very end;
// REQUIRE_BROWSER=1 turns it into a failure. Run on one small test file, so each case takes a few seconds.
const root = join(import.meta.dirname, '..')
const small = 'packages/use-rest-page-api/src/core/http/RestError.test.ts'

function testCommand(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/test.mjs', small], {
    cwd: root,
    env: { ...process.env, CHROMIUM_PATH: join(root, 'no-such-chromium'), REQUIRE_BROWSER: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('scripts/test.mjs without Chromium', () => {
  it('runs Vitest, then says loudly at the end that the browser tests did not run, and passes', () => {
    const { status, output } = testCommand({})
    expect(output).toContain('RestError.test.ts')
    expect(output).toMatch(/BROWSER TESTS DID NOT RUN\.[\s\S]*No Chromium at .*no-such-chromium/)
    expect(output).toContain("the examples' specs (examples/*/e2e)")
    expect(output.trimEnd().endsWith('!'.repeat(100))).toBe(true)
    expect(output).not.toContain('playwright test')
    expect(status).toBe(0)
  }, 60_000)

  it('fails with REQUIRE_BROWSER=1', () => {
    const { status, output } = testCommand({ REQUIRE_BROWSER: '1' })
    expect(output).toContain('REQUIRE_BROWSER=1 is set, so this run FAILS.')
    expect(status).toBe(1)
  }, 60_000)
})
