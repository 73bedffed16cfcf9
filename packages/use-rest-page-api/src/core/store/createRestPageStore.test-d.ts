import { expectTypeOf, it } from 'vitest'
import { indexedDbStorage } from '../../persist/index.ts'
import type { ListPage } from '../types.ts'
import { createRestPageStore, type RestPageStore, type StoreLink } from './createRestPageStore.ts'

declare const link: StoreLink<ListPage<unknown, unknown>>

it('takes options, the positional link of a bridge, or nothing', () => {
  expectTypeOf(createRestPageStore()).toEqualTypeOf<RestPageStore>()
  expectTypeOf(createRestPageStore(link)).toEqualTypeOf<RestPageStore>()
  expectTypeOf(createRestPageStore({ link, outbox: false })).toEqualTypeOf<RestPageStore>()
  expectTypeOf(
    createRestPageStore({
      persist: { storage: localStorage, maxAge: 60_000, buster: 'v2', filter: (request) => request.page < 3 },
    }),
  ).toEqualTypeOf<RestPageStore>()
  expectTypeOf(
    createRestPageStore({ persist: { storage: indexedDbStorage({ name: 'app' }) } }),
  ).toEqualTypeOf<RestPageStore>()
})

it('refuses a persist option without a storage, and a storage that is not one', () => {
  // @ts-expect-error no storage
  createRestPageStore({ persist: { maxAge: 1 } })
  // @ts-expect-error a Map is not a storage
  createRestPageStore({ persist: { storage: new Map<string, string>() } })
  // @ts-expect-error maxAge is milliseconds
  createRestPageStore({ persist: { storage: localStorage, maxAge: '1d' } })
})
