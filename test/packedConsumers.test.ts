import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPackedApp, type PackedApp } from './packedApp.ts'

// Each package as its packed tarball in a fresh app, as our users get it (test/packedApp.ts), and a consumer
// importing every published entry compiled by TypeScript 5.9 and 7 (the native compiler, what `npm i typescript`
// installs today), strict, `skipLibCheck: false`, with the `bundler` and `nodenext` resolutions
// (../shared/toolchain.md). A declaration that points into the sources, an entry missing from the tarball, or a type
// only one compiler accepts fails here.
let app: PackedApp
const compilers = ['TypeScript 5.9', 'TypeScript 7'] as const
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
import { indexedDbStorage, type PersistOptions } from 'use-rest-page-api/persist'
import { RestPageApiDevtools } from 'use-rest-page-api/devtools'
import { useSWRRestPageStore } from 'use-rest-page-api/swr'
import { parseAsInteger } from 'use-rest-page-api/parsers'
import { createSpringCollection, createTestProvider, springPage } from 'use-rest-page-api/testing'
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

const persist: PersistOptions = { storage: indexedDbStorage({ name: 'app' }), maxAge: 60_000 }
export const persisted = createRestPageStore({ persist })

/** A test's set-up, typed against the list it renders. */
export async function testSetUp() {
  const products = createSpringCollection<Product>('/api/products', [{ id: '1', title: 'Pen', price: '3' }])
  const { wrapper, settled, store } = createTestProvider({ retry: 1 })
  const response: Response | undefined = await products.handle(new Request('http://localhost/api/products'))
  const page: PageResponse<Product> = springPage(products.items, { size: 15 })
  await settled({ timeout: 1000 })
  await store.settled()
  return [wrapper, response, page] as const
}
`

beforeAll(() => {
  app = createPackedApp({ typescript7: true })
  writeFileSync(join(app.dir, 'consumer.ts'), consumer)
}, 240_000)
afterAll(() => app.dispose())

describe('the packed packages in a fresh app', () => {
  for (const compiler of compilers)
    for (const [resolution, options] of Object.entries(resolutions))
      it(`compile under ${compiler}, ${resolution} resolution, strict, without skipLibCheck`, () => {
        const config = `tsconfig.${resolution}.json`
        writeFileSync(
          join(app.dir, config),
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
        expect(app.compile(compiler, config)).toBe('')
      }, 120_000)
})
