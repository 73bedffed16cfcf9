#!/usr/bin/env node
// form-resource-conformance --config application.yml [--system-id ID] [--timeout MS]
// Runs the conformance scenario against the third-party resource service the configuration names.
import { readFile } from 'node:fs/promises'
import { ConfigError } from '../config/ConfigError.ts'
import { configFromYaml } from '../config/parseConfig.ts'
import { formatCheck } from './formatCheck.ts'
import { runConformance } from './runConformance.ts'

const USAGE = 'usage: form-resource-conformance --config application.yml [--system-id ID] [--timeout MS]'

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i === -1 ? undefined : args[i + 1]
}

async function main(args: string[]): Promise<number> {
  const file = option(args, '--config')
  if (!file || args.includes('--help')) {
    console.error(USAGE)
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
  let parsed
  try {
    parsed = configFromYaml(text)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`form-resource-conformance: ${file}: ${error.message}`)
      return 2
    }
    throw error
  }
  for (const w of parsed.warnings) console.error(`warning: ${w.key}: ${w.message}`)
  const { config } = parsed
  if (config.integration !== 'third-party' || !config.resourceService) {
    console.error(
      `form-resource-conformance: ${file} configures no third-party resource service: set all nine url.* operation keys`,
    )
    return 2
  }
  const timeout = option(args, '--timeout')
  const report = await runConformance(config.resourceService, {
    systemId: option(args, '--system-id') ?? config.systemId,
    ...(timeout ? { timeoutMs: Number(timeout) } : {}),
    onCheck: (check) => console.log(formatCheck(check)),
  })
  console.log(`${report.passed} passed, ${report.failed} failed`)
  return report.failed === 0 ? 0 : 1
}

process.exitCode = await main(process.argv.slice(2))
