// What the README's test command (scripts/test.mjs) runs for its arguments: the whole suite (every Vitest project, then
// the Playwright end-to-end specs, then every example's specs), or Vitest alone when the arguments select tests.
// Pure, so test/testCommand.test.ts checks the rule as a table.
//
// The rule: the run is the whole suite unless some argument is something other than a reporter/output option of
// Vitest. `.ci/run` passes `--reporter=default --reporter=json --outputFile.json=<file>`: those say how results are shown
// and where they are written, not which tests run, so CI still gets the whole suite. Every other argument (a file or
// name filter, `--project`, `-t`, `--changed`, `--shard`, `--bail`, `-u`...) is Vitest's alone: the e2e specs and the
// examples cannot honour it, so the run is Vitest with those arguments and nothing else.
//
// The list is of the options that do NOT select (an allowlist), not of those that do: an option missing from it makes
// a run shorter (Vitest only), never one that should be short the whole 17 minutes. Should CI ever pass another option,
// its e2e and example reports would be missing, which `.ci/run` counts as failures: it cannot pass by running less.

/**
 * Vitest's options (cac names, camelCase; kebab-case is accepted as cac does) that only say how results are reported
 * or written, with what follows them: 'value' takes the next argument as its value (`--reporter json`), 'flag' takes
 * none (`--hideSkippedTests file.test.ts` selects the file). `outputFile` also comes with a reporter after a dot
 * (`--outputFile.json=...`).
 */
const REPORTING_OPTIONS = new Map([
  ['reporter', 'value'],
  ['reporters', 'value'],
  ['outputFile', 'value'],
  ['silent', 'silent'],
  ['hideSkippedTests', 'flag'],
  ['logHeapUsage', 'flag'],
  ['printConsoleTrace', 'flag'],
  ['color', 'flag'],
  ['noColor', 'flag'],
])
/** `--silent`'s optional value: only these are taken as its value, so `--silent some.test.ts` still selects a file. */
const SILENT_VALUES = new Set(['true', 'false', 'yes', 'no', 'passed-only'])

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())

/**
 * The plan for the test command's arguments: `whole` (the whole suite, as CI runs it) when there are none or only
 * reporter/output options; `vitest` (Vitest alone, with the arguments) otherwise, with the arguments that made it a
 * selection in `selectedBy`.
 * @param {readonly string[]} args the arguments after `test`
 * @returns {{ run: 'whole' | 'vitest', selectedBy: string[] }}
 */
export function testPlan(args) {
  const selectedBy = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    const option = /^--([^=.]+)(\.[^=]*)?(=.*)?$/.exec(arg)
    const name = option ? camelCase(option[1]) : undefined
    const kind = name === undefined ? undefined : REPORTING_OPTIONS.get(name)
    if (kind === undefined || (option[2] !== undefined && name !== 'outputFile')) {
      selectedBy.push(arg)
      continue
    }
    // The value in the next argument, when the option takes one and has none after `=`.
    const next = args[i + 1]
    if (option[3] !== undefined || next === undefined) continue
    if ((kind === 'value' && !next.startsWith('-')) || (kind === 'silent' && SILENT_VALUES.has(next))) i++
  }
  return { run: selectedBy.length === 0 ? 'whole' : 'vitest', selectedBy }
}

/**
 * The warning that ends a whole-suite run without Chromium: the browser tests did not run, and whether that fails it.
 * @param {{ where: string, required: boolean }} options where Chromium was looked for; whether REQUIRE_BROWSER=1
 * @returns {string}
 */
export function missingBrowserWarning({ where, required }) {
  const bar = '!'.repeat(100)
  return [
    bar,
    '!!',
    '!!  BROWSER TESTS DID NOT RUN.',
    `!!  No Chromium at ${where} (CHROMIUM_PATH overrides the path).`,
    "!!  Not run: the Playwright end-to-end specs (e2e/), the examples' specs (examples/*/e2e) and the Storybook",
    '!!  story tests.',
    '!!  Only the node, jsdom, React 18 and type tests ran: this is NOT a full pass.',
    '!!  Install it with: sudo apt-get install -y chromium fonts-noto-cjk   (or run .ci/run, which does)',
    required
      ? '!!  REQUIRE_BROWSER=1 is set, so this run FAILS.'
      : '!!  With REQUIRE_BROWSER=1 (as .ci/run sets) this run would fail.',
    '!!',
    bar,
  ].join('\n')
}
