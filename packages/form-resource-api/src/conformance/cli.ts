#!/usr/bin/env node
// form-resource-conformance --config application.yml [--system-id ID] [--timeout MS]
// Runs the conformance scenario against the third-party resource service the configuration names.
import { readFile } from 'node:fs/promises'
import { ConfigError } from '../config/ConfigError.ts'
import { configFromYaml } from '../config/parseConfig.ts'
import { MAX_TIMEOUT_MS } from '../http/checkOption.ts'
import { formatCheck } from './formatCheck.ts'
import { runConformance } from './runConformance.ts'

const USAGE = 'usage: form-resource-conformance --config application.yml [--system-id ID] [--timeout MS]'
const OPTIONS = ['--config', '--system-id', '--timeout'] as const

/** A usage error: what is wrong with the arguments. */
class UsageError extends Error {}

/** The arguments by name, or a `UsageError` saying what is wrong. */
function parseArgs(args: string[]): Partial<Record<(typeof OPTIONS)[number], string>> {
  const parsed: Partial<Record<(typeof OPTIONS)[number], string>> = {}
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] as (typeof OPTIONS)[number]
    if (!OPTIONS.includes(name)) throw new UsageError(`unknown argument ${JSON.stringify(args[i])}`)
    const value = args[i + 1]
    if (value === undefined || value.startsWith('--') || value.trim() === '')
      throw new UsageError(`${name} needs a value`)
    parsed[name] = value
  }
  if (parsed['--timeout'] !== undefined) {
    const raw = parsed['--timeout']
    const ms = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
    if (!Number.isSafeInteger(ms) || ms < 1 || ms > MAX_TIMEOUT_MS)
      throw new UsageError(
        `--timeout needs a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${JSON.stringify(raw)}`,
      )
  }
  return parsed
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help')) {
    console.error(USAGE)
    return 2
  }
  let parsed
  try {
    parsed = parseArgs(args)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`form-resource-conformance: ${error.message}\n${USAGE}`)
    return 2
  }
  const file = parsed['--config']
  if (!file) {
    console.error(`form-resource-conformance: --config is required\n${USAGE}`)
    return 2
  }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    console.error(
      `form-resource-conformance: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 2
  }
  let config
  try {
    const result = configFromYaml(text)
    for (const w of result.warnings) console.error(`warning: ${w.key}: ${w.message}`)
    config = result.config
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`form-resource-conformance: ${file}: ${error.message}`)
      return 2
    }
    throw error
  }
  if (config.integration !== 'third-party' || !config.resourceService) {
    console.error(
      `form-resource-conformance: ${file} configures no third-party resource service: set all nine url.* operation keys`,
    )
    return 2
  }
  const timeout = parsed['--timeout']
  const report = await runConformance(config.resourceService, {
    systemId: parsed['--system-id'] ?? config.systemId,
    ...(timeout === undefined ? {} : { timeoutMs: Number(timeout) }),
    onCheck: (check) => console.log(formatCheck(check)),
  })
  console.log(`${report.passed} passed, ${report.failed} failed`)
  return report.failed === 0 ? 0 : 1
}

process.exitCode = await main(process.argv.slice(2))
