import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A fresh app with the workspace's packages installed as users get them: each built, packed by `pnpm pack` (which
 * applies publishConfig), unpacked into the app's `node_modules`; the peers and dependencies an app would have
 * installed linked from the workspace. Shared by the packed-consumer test and the docs' sample check.
 */
export interface PackedApp {
  /** The app's folder: write sources and tsconfig files here. */
  dir: string
  /** The `tsc` of each compiler: the workspace's TypeScript 5.9, and TypeScript 7 when it was asked for. */
  compilers: Partial<Record<'TypeScript 5.9' | 'TypeScript 7', string>>
  /** Runs one compiler on a tsconfig of the app; its output, `''` when it compiled cleanly. */
  compile(compiler: 'TypeScript 5.9' | 'TypeScript 7', config: string): string
  /** Removes the app. */
  dispose(): void
}

const root = fileURLToPath(new URL('..', import.meta.url))

/** The peers and dependencies an app would have installed, linked from the workspace. */
const LINKED = {
  react: 'packages/use-rest-page-api/node_modules/react',
  'react-dom': 'node_modules/react-dom',
  'react-router': 'packages/use-rest-page-api/node_modules/react-router',
  swr: 'packages/use-rest-page-api/node_modules/swr',
  qs: 'packages/use-rest-page-api/node_modules/qs',
  '@tanstack/react-table': 'packages/use-rest-page-api/node_modules/@tanstack/react-table',
  // What the comparison guide's samples are written with (docs/guides/examples/compare/).
  '@tanstack/react-query': 'node_modules/@tanstack/react-query',
  nuqs: 'node_modules/nuqs',
  '@types/react': 'node_modules/@types/react',
  '@types/react-dom': 'node_modules/@types/react-dom',
  '@types/qs': 'node_modules/@types/qs',
  yaml: 'packages/form-resource-api/node_modules/yaml',
}

/**
 * Packs `packages` (default: use-rest-page-api and form-resource-api) into a new app under the system's temporary
 * folder. With `typescript7`, TypeScript 7 (the native compiler, what `npm i typescript` installs today) is
 * installed from the registry into a folder of its own beside (not a workspace dependency: pnpm would resolve
 * msw's optional `typescript` peer to it in the packages that do not list one).
 */
export function createPackedApp({
  packages = ['use-rest-page-api', 'form-resource-api'],
  typescript7 = false,
}: { packages?: string[]; typescript7?: boolean } = {}): PackedApp {
  const dir = mkdtempSync(join(tmpdir(), 'packed-app-'))
  const modules = join(dir, 'node_modules')
  mkdirSync(modules)
  const compilers: PackedApp['compilers'] = { 'TypeScript 5.9': join(root, 'node_modules/typescript/bin/tsc') }
  if (typescript7) {
    // In a folder of its own: npm prunes from an app's node_modules what it did not install itself.
    mkdirSync(join(dir, 'typescript7'))
    writeFileSync(join(dir, 'typescript7/package.json'), JSON.stringify({ name: 'typescript7', private: true }))
    execFileSync('npm', ['install', '--no-audit', '--no-fund', 'typescript@7.0.2'], {
      cwd: join(dir, 'typescript7'),
      stdio: 'pipe',
    })
    compilers['TypeScript 7'] = join(dir, 'typescript7/node_modules/typescript/bin/tsc')
  }
  for (const name of packages) {
    const packageDir = join(root, 'packages', name)
    const packed = join(dir, `${name}-packed`)
    mkdirSync(packed)
    // Test files run in parallel workers, and a build writes the package's dist/: one build and pack at a time.
    withLock(join(tmpdir(), `packed-app-${name}.lock`), () => {
      execFileSync(process.execPath, [compilers['TypeScript 5.9'] as string, '-p', 'tsconfig.build.json'], {
        cwd: packageDir,
      })
      execFileSync('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', packed], {
        cwd: packageDir,
        stdio: 'pipe',
      })
    })
    const [tarball] = readdirSync(packed)
    execFileSync('tar', ['-xzf', join(packed, tarball as string), '-C', packed])
    cpSync(join(packed, 'package'), join(modules, name), { recursive: true })
  }
  mkdirSync(join(modules, '@tanstack'))
  mkdirSync(join(modules, '@types'))
  for (const [name, from] of Object.entries(LINKED)) symlinkSync(join(root, from), join(modules, name), 'dir')
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  return {
    dir,
    compilers,
    compile(compiler, config) {
      const tsc = compilers[compiler]
      if (!tsc) throw new Error(`[test] ${compiler} was not installed: createPackedApp({ typescript7: true })`)
      try {
        execFileSync(process.execPath, [tsc, '-p', config], { cwd: dir, encoding: 'utf8', stdio: 'pipe' })
        return ''
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string }
        return `${stdout ?? ''}${stderr ?? ''}` || String(error)
      }
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * Runs `work` holding a lock folder (made atomically by `mkdir`): other processes wait for it, checking every 200 ms.
 * A lock older than 5 minutes is a crashed holder's, and is taken over.
 */
function withLock(lock: string, work: () => void): void {
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      let age = 0
      try {
        age = Date.now() - statSync(lock).mtimeMs
      } catch {
        continue // released meanwhile
      }
      if (age > 300_000) rmSync(lock, { recursive: true, force: true })
      else Atomics.wait(pause, 0, 0, 200)
    }
  }
  try {
    work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
