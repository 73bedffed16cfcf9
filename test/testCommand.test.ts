import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { missingBrowserWarning, testPlan } from '../scripts/testSelection.mjs'

// The README's test command (scripts/test.mjs). Its rule for the arguments (scripts/testSelection.mjs) as a table; then
// the command itself on one small test file, so each case takes a few seconds (the whole suite takes 17 minutes).
const root = join(import.meta.dirname, '..')
const small = 'packages/use-rest-page-api/src/core/http/RestError.test.ts'

describe('which tests the test command runs for its arguments', () => {
  // What `.ci/run` passes: reporters and where the JSON report goes.
  const ci = ['--reporter=default', '--reporter=json', '--outputFile.json=.vitest-reports/results.json']
  it.each([
    { args: [], run: 'whole', why: 'no arguments: the whole suite, as the README says' },
    { args: ci, run: 'whole', why: "`.ci/run`'s reporter and output options alone" },
    { args: ['--reporter', 'dot'], run: 'whole', why: 'a reporter as the next argument' },
    {
      args: ['--reporters=verbose', '--outputFile', 'out.json'],
      run: 'whole',
      why: 'the plural, a file after a space',
    },
    { args: ['--output-file.junit=junit.xml'], run: 'whole', why: 'kebab-case, as cac reads it' },
    { args: ['--silent', 'passed-only', '--hideSkippedTests', '--no-color'], run: 'whole', why: 'quieter output' },
    { args: [small], run: 'vitest', why: 'a file' },
    { args: ['listKey'], run: 'vitest', why: "a filter on files' names" },
    { args: [`${small}:12`], run: 'vitest', why: 'a test by its line' },
    { args: ['--project', 'node'], run: 'vitest', why: 'a project' },
    { args: ['--project=jsdom'], run: 'vitest', why: 'a project after =' },
    { args: ['-t', 'some name'], run: 'vitest', why: "a filter on tests' names" },
    { args: ['--testNamePattern=some name'], run: 'vitest', why: 'the same, spelled out' },
    { args: [...ci, small], run: 'vitest', why: 'reporters with a file' },
    { args: ['--reporter', 'dot', '--project', 'types'], run: 'vitest', why: 'a reporter with a project' },
    { args: ['--silent', small], run: 'vitest', why: "a file is not --silent's value" },
    { args: ['--hideSkippedTests', small], run: 'vitest', why: 'a flag takes no value' },
    { args: ['--changed'], run: 'vitest', why: 'any other Vitest option is a selection' },
    { args: ['--bail=1'], run: 'vitest', why: 'any other Vitest option is a selection' },
    { args: ['--outputFile.json'], run: 'whole', why: 'an output option missing its value (Vitest says so)' },
  ])('$args: $run ($why)', ({ args, run }) => {
    expect(testPlan(args).run).toBe(run)
  })

  it('names the arguments that made a selection', () => {
    expect(testPlan([...ci, '--project', 'node', small]).selectedBy).toEqual(['--project', 'node', small])
    expect(testPlan(ci).selectedBy).toEqual([])
  })
})

describe('the warning that ends a whole run without Chromium', () => {
  it('says loudly what did not run, and whether the run fails', () => {
    const warning = missingBrowserWarning({ where: '/nowhere/chromium', required: false })
    expect(warning).toMatch(/BROWSER TESTS DID NOT RUN\.[\s\S]*No Chromium at \/nowhere\/chromium/)
    expect(warning).toContain("the examples' specs (examples/*/e2e)")
    expect(warning).toContain('With REQUIRE_BROWSER=1 (as .ci/run sets) this run would fail.')
    expect(warning.endsWith('!'.repeat(100))).toBe(true)
    expect(missingBrowserWarning({ where: '/nowhere/chromium', required: true })).toContain(
      'REQUIRE_BROWSER=1 is set, so this run FAILS.',
    )
  })
})

function testCommand(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/test.mjs', ...args], {
    cwd: root,
    env: { ...process.env, REQUIRE_BROWSER: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) }
}

describe('scripts/test.mjs on a selection', () => {
  it('runs Vitest alone on a file, with no e2e specs or examples even where Chromium is', () => {
    // The machine's Chromium if it has one: the e2e specs and the examples would run after Vitest on a whole run.
    const { status, output } = testCommand(['--reporter=dot', small], {})
    expect(output).toContain('[test] a selection (packages/use-rest-page-api/src/core/http/RestError.test.ts)')
    expect(output).toContain('vitest run --reporter=dot ' + small)
    expect(output).toMatch(/Test Files {2}1 passed \(1\)/)
    expect(output).not.toContain('playwright test')
    expect(status).toBe(0)
  }, 60_000)

  it('passes without Chromium even with REQUIRE_BROWSER=1: a selection does not claim to be the whole suite', () => {
    const { status, output } = testCommand(['--project', 'node', small], {
      CHROMIUM_PATH: join(root, 'no-such-chromium'),
      REQUIRE_BROWSER: '1',
    })
    expect(output).toContain('[test] a selection (--project node ')
    expect(output).toContain("no Chromium: the storybook and docs projects are not among Vitest's projects")
    expect(output).toContain('RestError.test.ts')
    expect(output).not.toContain('BROWSER TESTS DID NOT RUN')
    expect(output).not.toContain('playwright test')
    expect(status).toBe(0)
  }, 60_000)

  it('fails as Vitest does when the selection matches nothing (and runs nothing else)', () => {
    const { status, output } = testCommand(['no-such-test-file-anywhere'], {})
    expect(output).toContain('No test files found')
    expect(output).not.toContain('playwright test')
    expect(status).toBe(1)
  }, 60_000)
})
