// The types of scripts/testSelection.mjs, for test/testCommand.test.ts (the root tsconfig does not check JavaScript).

/** What the test command runs: the whole suite, or Vitest alone; the arguments that made it a selection. */
export interface TestPlan {
  run: 'whole' | 'vitest'
  selectedBy: string[]
}

export function testPlan(args: readonly string[]): TestPlan

export function missingBrowserWarning(options: { where: string; required: boolean }): string
