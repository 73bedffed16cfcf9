import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// `use-rest-page-api/server` is for a React Server Component, a loader or a script: it must not be a client module,
// nor reach one (a server component cannot call what a 'use client' module exports), nor load React (the react-server
// build has no hooks) or anything that listens to the window. What it imports at run time, as a bundler sees it.
const src = fileURLToPath(new URL('..', import.meta.url))

async function modulesOf(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [`${src}/${entry}`],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  })
  return Object.keys(metafile.inputs).map((path) => relative(src, path))
}

// `createRestPageStore` reaches the outbox (`core/outbox/`, with the `onlineManager` it subscribes to and the edits of
// its optimistic rows): modules only, as nothing subscribes until a write waits, which never happens on a server.
const outbox = ['core/engine/eventManager.ts', 'core/edits/listEdits.ts']

it('imports at run time only the http, spring, url, store, definition, persist and outbox parts of the core', async () => {
  const modules = await modulesOf('server/index.ts')
  expect(modules).toContain('core/store/createRestPageStore.ts')
  expect(modules).toContain('core/store/prefetchList.ts')
  expect(
    modules.filter(
      (path) =>
        !/^(server\/|core\/(http|spring|url|store|definition|persist|outbox)\/)/.test(path) && !outbox.includes(path),
    ),
  ).toEqual([])
  expect(modules.filter((path) => path.includes('node_modules'))).toEqual([])
  for (const path of modules) expect(readFileSync(`${src}/${path}`, 'utf8'), path).not.toMatch(/^\s*['"]use client['"]/)
})

it('holds what a server runs: the store, the prefetch, the HTTP and Spring helpers, the URL codec', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toEqual([
    'RestError',
    'appendQueryString',
    'buildListQuery',
    'createRestPageStore',
    'desSuffixListRequest',
    'formAppListRequest',
    'isRestError',
    'kindOfStatus',
    'loadListPage',
    'normalizePage',
    'parseUrlState',
    'prefetchList',
    'readSpringPage',
    'restList',
    'sendRequest',
    'serializeUrlState',
    'suffixSortListRequest',
  ])
})
