import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Each package as its packed tarball in a fresh app, as our users get it: `pnpm pack` (which applies publishConfig),
// unpacked into an app's node_modules, and a consumer importing every published entry compiled by TypeScript 5.9 and
// 7 (the native compiler, what `npm i typescript` installs today), strict, `skipLibCheck: false`, with the
// `bundler` and `nodenext` resolutions (../shared/toolchain.md). A declaration that points into the sources, an
// entry missing from the tarball, or a type only one compiler accepts fails here.
const root = fileURLToPath(new URL('..', import.meta.url))
let app: string
/** The workspace's TypeScript, and TypeScript 7 installed into the fresh app from the registry (not a workspace
 * dependency: pnpm would resolve msw's optional `typescript` peer to it in the packages that do not list one). */
const compilers = {
  'TypeScript 5.9': () => join(root, 'node_modules/typescript/bin/tsc'),
  'TypeScript 7': () => join(app, 'typescript7/node_modules/typescript/bin/tsc'),
}
const resolutions = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
}

/** What a user writes: every entry imported, and a few uses whose types must line up. */
const consumer = `import { useState } from 'react'
import { RestPageApiProvider, useRestPageApi, RestError, createRestPageStore, type PageResponse } from 'use-rest-page-api'
import { restPageTableOptions } from 'use-rest-page-api/table'
import { qsListRequest } from 'use-rest-page-api/qs'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'
import { useInfiniteRestPageApi } from 'use-rest-page-api/infinite'
import { keysetPaging } from 'use-rest-page-api/keyset'
import { RestPageApiDevtools } from 'use-rest-page-api/devtools'
import { useSWRRestPageStore } from 'use-rest-page-api/swr'
import { parseAsInteger } from 'use-rest-page-api/parsers'
import { configFromYaml, createResourceServiceClient } from 'form-resource-api'

type Product = { id: string; title: string; price: string }

export function Products() {
  const [title] = useState('')
  const list = useRestPageApi<Product>('/api/products', [], { pageSize: 10, defaultSearchParams: { title } })
  const feed = useInfiniteRestPageApi<Product>('/api/products', [], { keyset: keysetPaging() })
  const first: Product | undefined = list.items[0] ?? feed.items[0]
  const page: PageResponse<Product> | undefined = list.rawResponse
  return [first?.title, page?.totalElements, list.pagination.pageNo] as const
}

const noProducts: Product[] = []
export function TypedProducts() {
  const list = useRestPageApi('/api/products', noProducts, {
    defaultSearchParams: { title: '', minPrice: parseAsInteger },
    defaultSort: { property: 'price', direction: 'desc' },
    syncToUrl: true,
  })
  const min: number | null | undefined = list.searchParams.minPrice
  // @ts-expect-error a misspelt filter key
  void list.query({ titel: 'x' })
  // @ts-expect-error a misspelt sort field
  void list.sortWith([{ property: 'prise', direction: 'asc' }])
  return min
}

export const used = [RestPageApiProvider, RestError, createRestPageStore, restPageTableOptions, qsListRequest,
  useReactRouterUrlAdapter, RestPageApiDevtools, useSWRRestPageStore, configFromYaml, createResourceServiceClient]
`

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'packed-consumer-'))
  const modules = join(app, 'node_modules')
  mkdirSync(modules)
  // TypeScript 7 in a folder of its own: npm prunes from an app's node_modules what it did not install itself.
  mkdirSync(join(app, 'typescript7'))
  writeFileSync(join(app, 'typescript7/package.json'), JSON.stringify({ name: 'typescript7', private: true }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', 'typescript@7.0.2'], {
    cwd: join(app, 'typescript7'),
    stdio: 'pipe',
  })
  for (const name of ['use-rest-page-api', 'form-resource-api']) {
    const dir = join(root, 'packages', name)
    execFileSync(process.execPath, [compilers['TypeScript 5.9'](), '-p', 'tsconfig.build.json'], { cwd: dir })
    const packed = join(app, `${name}-packed`)
    mkdirSync(packed)
    execFileSync('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', packed], { cwd: dir, stdio: 'pipe' })
    const [tarball] = readdirSync(packed)
    execFileSync('tar', ['-xzf', join(packed, tarball as string), '-C', packed])
    cpSync(join(packed, 'package'), join(modules, name), { recursive: true })
  }
  // The peers and dependencies an app would have installed, linked from the workspace.
  const linked = {
    react: 'packages/use-rest-page-api/node_modules/react',
    'react-router': 'packages/use-rest-page-api/node_modules/react-router',
    swr: 'packages/use-rest-page-api/node_modules/swr',
    qs: 'packages/use-rest-page-api/node_modules/qs',
    '@tanstack/react-table': 'packages/use-rest-page-api/node_modules/@tanstack/react-table',
    '@types/react': 'node_modules/@types/react',
    '@types/qs': 'node_modules/@types/qs',
    yaml: 'packages/form-resource-api/node_modules/yaml',
  }
  mkdirSync(join(modules, '@tanstack'))
  mkdirSync(join(modules, '@types'))
  for (const [name, from] of Object.entries(linked)) symlinkSync(join(root, from), join(modules, name), 'dir')
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  writeFileSync(join(app, 'consumer.ts'), consumer)
}, 240_000)
afterAll(() => rmSync(app, { recursive: true, force: true }))

describe('the packed packages in a fresh app', () => {
  for (const [compiler, tsc] of Object.entries(compilers))
    for (const [resolution, options] of Object.entries(resolutions))
      it(`compile under ${compiler}, ${resolution} resolution, strict, without skipLibCheck`, () => {
        const config = `tsconfig.${resolution}.json`
        writeFileSync(
          join(app, config),
          JSON.stringify({
            compilerOptions: {
              ...options,
              target: 'es2022',
              lib: ['es2022', 'dom', 'dom.iterable'],
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: false,
              noEmit: true,
              types: [],
            },
            files: ['consumer.ts'],
          }),
        )
        let output = ''
        try {
          execFileSync(process.execPath, [tsc(), '-p', config], { cwd: app, encoding: 'utf8', stdio: 'pipe' })
        } catch (error) {
          const { stdout, stderr } = error as { stdout?: string; stderr?: string }
          output = `${stdout ?? ''}${stderr ?? ''}` || String(error)
        }
        expect(output).toBe('')
      }, 120_000)
})
