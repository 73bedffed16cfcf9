import { spawn } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultResourceServiceConfig, type BrokenBehaviour } from 'form-mock-server'
import { startMockHttpServer, type MockHttpServer } from 'form-mock-server/node'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { treeProblems } from 'form-mock-server'
import type { ResourceServiceUrls } from '../config/types.ts'
import { runConformance } from './runConformance.ts'

let mock: MockHttpServer
let urls: ResourceServiceUrls
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 })
  urls = Object.fromEntries(
    Object.entries(defaultResourceServiceConfig).map(([k, path]) => [k, `${mock.url}${path}`]),
  ) as ResourceServiceUrls
})
beforeEach(() => mock.reset())
/** Handlers a test put in front of the mock's own. */
let extra = 0
afterEach(() => {
  mock.handlers.splice(0, extra)
  extra = 0
})
const before = (...handlers: typeof mock.handlers) => {
  mock.handlers.unshift(...handlers)
  extra += handlers.length
}
afterAll(() => mock.close())

function cli(args: string[]) {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/conformance/cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  )
}
async function yamlFor(base: string, query = '') {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-'))
  const file = join(dir, 'application.yml')
  await writeFile(
    file,
    `configs:\n  systemId: 67250\nurl:\n${Object.entries(defaultResourceServiceConfig)
      .map(([k, p]) => `  ${k.slice(4)}: ${base}${p}${query}`)
      .join('\n')}\n`,
  )
  return file
}

describe('runConformance', () => {
  it('passes every check against the mock over real HTTP, and leaves nothing behind', async () => {
    const before = JSON.stringify([...mock.db.resources.children])
    const report = await runConformance(urls)
    expect(report.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`)).toEqual([])
    expect(report).toMatchObject({ failed: 0, passed: 15 })
    expect(JSON.stringify([...mock.db.resources.children])).toBe(before)
    expect(treeProblems(mock.db.resources)).toEqual([])
  })

  it.each<[BrokenBehaviour, RegExp]>([
    ['ignoreOrder', /^B5 child ids in menu order after the adds/],
    ['alwaysSuccess', /^a failed operation answers a status other than "1"/],
    ['unorderedChildIds', /^B5 child ids in menu order after the adds/],
    ['noResourceIdOnAdd', /^B1 add a scratch resource/],
  ])('catches a service that breaks the contract: %s', async (broken, check) => {
    mock.controls.broken.add(broken)
    const report = await runConformance(urls)
    expect(report.failed).toBeGreaterThan(0)
    const failure = report.checks.find((c) => check.test(c.name))
    expect(failure?.ok).toBe(false)
    if (broken !== 'alwaysSuccess') expect(failure?.exchanges.length).toBeGreaterThan(0)
  })

  it('passes a service that answers a re-release without resourceId, as the spec allows', async () => {
    mock.controls.omitResourceIdOnUpdate = true
    const report = await runConformance(urls)
    expect(report.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`)).toEqual([])
  })

  it('reports the request and the response of a failure', async () => {
    mock.controls.broken.add('unorderedChildIds')
    const report = await runConformance(urls)
    const failure = report.checks.find((c) => c.name.startsWith('B5'))
    expect(failure?.detail).toMatch(
      /^child ids of scratch are \[[ABCD](, [ABCD]){3}\], expected \[D, A, C, B\] in menu order$/,
    )
    expect(failure?.detail).not.toMatch(/are \[D, A, C, B\]/)
    expect(failure?.exchanges.at(-1)).toMatchObject({
      method: 'GET',
      status: 200,
      url: expect.stringContaining('child-ids?pid='),
    })
  })
})

describe('runConformance against hostile services', () => {
  it('fails the add check when B1 answers "1" but creates nothing, reading the resource back', async () => {
    before(
      http.post('*/resource-service/resource/save', () =>
        HttpResponse.json({ status: '1', msg: 'success', resourceId: '4028ghost' }),
      ),
    )
    const report = await runConformance(urls)
    const add = report.checks.find((c) => c.name.startsWith('B1 add a scratch resource'))
    expect(add?.ok).toBe(false)
    expect(add?.detail).toMatch(/answered resourceId 4028ghost, but B8 get info does not know it/)
  })

  it('fails a service that redirects, naming where it pointed', async () => {
    before(
      http.all('*/old/*', ({ request }) => {
        const url = new URL(request.url)
        return new HttpResponse(null, { status: 307, headers: { location: url.href.replace('/old/', '/') } })
      }),
    )
    const redirecting = Object.fromEntries(
      Object.entries(urls).map(([k, u]) => [k, u.replace(mock.url, `${mock.url}/old`)]),
    ) as ResourceServiceUrls
    const report = await runConformance(redirecting)
    expect(report.passed).toBe(0)
    expect(report.checks[0]?.detail).toMatch(
      /answered HTTP 307, a redirect to http:\/\/127\.0\.0\.1:\d+\/resource-service/,
    )
    expect(mock.controls.log).toEqual([])
  })

  it('refuses a bad time-out with a typed error before sending anything', async () => {
    await expect(runConformance(urls, { timeoutMs: -5 })).rejects.toThrow(/option timeoutMs must be an integer/)
    expect(mock.controls.log).toEqual([])
  })
})

describe('form-resource-conformance (the CLI)', () => {
  it('prints a line per check and exits 0 when all pass', async () => {
    const { code, out } = await cli(['--config', await yamlFor(mock.url)])
    expect(out).toMatch(/^PASS {2}B2 list all/m)
    expect(out.trim().split('\n').at(-1)).toBe('15 passed, 0 failed')
    expect(code).toBe(0)
  }, 30_000)

  it('prints failures with their requests and answers and exits 1', async () => {
    mock.controls.broken.add('ignoreOrder')
    const { code, out } = await cli(['--config', await yamlFor(mock.url)])
    expect(out).toMatch(/^FAIL {2}B5 child ids in menu order/m)
    expect(out).toMatch(/^ {6}> GET http:\/\/127\.0\.0\.1:\d+\/resource-service\/resource\/child-ids\?pid=/m)
    expect(out).toMatch(/^ {6}< 200 \[/m)
    expect(out).toMatch(/^ {8}para \{"author":"conformance","id":"4028/m)
    expect(code).toBe(1)
  }, 30_000)

  it.each([
    [[], /usage: form-resource-conformance --config application.yml/],
    [['--config', '/no/such/file.yml'], /cannot read \/no\/such\/file.yml/],
    [
      ['--config', 'x.yml', '--timeout', '-5'],
      /--timeout needs a whole number of milliseconds from 1 to 2147483647, got "-5"/,
    ],
    [
      ['--config', 'x.yml', '--timeout', '1e20'],
      /--timeout needs a whole number of milliseconds from 1 to 2147483647, got "1e20"/,
    ],
    [
      ['--config', 'x.yml', '--timeout', 'abc'],
      /--timeout needs a whole number of milliseconds from 1 to 2147483647, got "abc"/,
    ],
    [['--config', 'x.yml', '--timeout'], /--timeout needs a value/],
    [['--config', 'x.yml', '--system-id', '--timeout', '5'], /--system-id needs a value/],
    [['--config', 'x.yml', '--verbose'], /unknown argument "--verbose"/],
  ])(
    'exits 2 on bad arguments %j',
    async (args, message) => {
      const { code, out } = await cli(args)
      expect(code).toBe(2)
      expect(out).toMatch(message)
    },
    30_000,
  )

  it('exits 2 for a configuration without a third-party service, or a broken one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-'))
    const uias = join(dir, 'uias.yml')
    await writeFile(uias, 'form:\n  uias-server-uri: uias.example.org:8080\n')
    expect(await cli(['--config', uias])).toMatchObject({
      code: 2,
      out: expect.stringMatching(/configures no third-party resource service/),
    })
    const nested = join(dir, 'nested.yml')
    await writeFile(nested, 'form:\n  resource-publish-url: http://portal.example.org/x\n')
    expect(await cli(['--config', nested])).toMatchObject({
      code: 2,
      out: expect.stringMatching(/must be the top-level url.resource-publish-url/),
    })
  }, 30_000)

  it('keeps the addresses’ query strings out of its output', async () => {
    mock.controls.broken.add('ignoreOrder')
    const { code, out } = await cli(['--config', await yamlFor(mock.url, '?token=s3cret')])
    expect(code).toBe(1)
    expect(out).toMatch(/^ {6}> GET http:\/\/127\.0\.0\.1:\d+\/resource-service\/resource\/child-ids\?pid=/m)
    expect(out).not.toContain('s3cret')
  }, 30_000)
})
