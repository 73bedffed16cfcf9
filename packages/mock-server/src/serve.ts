// `pnpm mock:serve [--port N] [--no-auth] [--broken <behaviour>]`: the mock over real HTTP on loopback, until Ctrl-C.
import { startMockHttpServer } from './http/startMockHttpServer.ts'

function portArgument(args: string[]): number {
  const i = args.indexOf('--port')
  if (i === -1) return 4010
  const value = Number(args[i + 1])
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(
      `form-mock-server: --port needs a port number from 0 to 65535, got ${JSON.stringify(args[i + 1] ?? '')}`,
    )
    process.exit(2)
  }
  return value
}

const BROKEN = ['ignoreOrder', 'alwaysSuccess', 'unorderedChildIds', 'noResourceIdOnAdd'] as const

const args = process.argv.slice(2)
const mock = await startMockHttpServer({ port: portArgument(args), auth: !args.includes('--no-auth') })
// --broken <behaviour>: a resource service that breaks the contract on purpose, to try a conformance run against.
for (let i = args.indexOf('--broken'); i !== -1; i = args.indexOf('--broken', i + 1)) {
  const behaviour = args[i + 1] as (typeof BROKEN)[number]
  if (!BROKEN.includes(behaviour)) {
    console.error(
      `form-mock-server: --broken needs one of ${BROKEN.join(', ')}, got ${JSON.stringify(args[i + 1] ?? '')}`,
    )
    process.exit(2)
  }
  mock.controls.broken.add(behaviour)
}
console.log(
  `form-mock-server listening on ${mock.url} (REST under /api, resource service under /resource-service, receiver at /portal/resource-publish)`,
)
const stop = () => void mock.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
