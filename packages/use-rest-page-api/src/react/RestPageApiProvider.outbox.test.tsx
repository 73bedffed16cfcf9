import { render, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { attachOutbox } from '../core/outbox/attachOutbox.ts'
import { outboxOf } from '../core/outbox/Outbox.ts'
import type { Persistence } from '../core/outbox/Persistence.ts'
import { createStoreCore } from '../core/store/createStoreCore.ts'
import type { RestPageStore } from '../core/store/storeTypes.ts'
import { withStoreApi } from '../core/store/withStoreApi.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestOutbox } from './useRestOutbox.ts'

const api = setupMockApi({ auth: false })

function Status() {
  const { count } = useRestOutbox()
  return <p role="status">{count} waiting</p>
}

it('sends the writes a previous page left with the settings of the provider that mounts on the store', async () => {
  // What a previous page kept: a save made offline (no header of it, no token).
  const kept = new Map<string, unknown>([
    [
      'outbox',
      [
        {
          id: 'w1',
          method: 'POST',
          url: '/api/products',
          body: { title: 'Pen', price: '1.00' },
          collection: '/api/products',
          startedAt: 1,
          attempts: 0,
          invalidate: ['/api/products'],
        },
      ],
    ],
  ])
  const persistence: Persistence = {
    read: async (name) => kept.get(name),
    write: (name, value) => void kept.set(name, value),
    remove: (name) => void kept.delete(name),
  }
  const core = attachOutbox(createStoreCore(), { persistence })
  await outboxOf(core)?.restored
  const store = withStoreApi(core) as unknown as RestPageStore
  expect(store.outbox()).toHaveLength(1)
  render(
    <RestPageApiProvider store={store} headers={() => ({ Authorization: 'Bearer this-session' })}>
      <Status />
    </RestPageApiProvider>,
  )
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 waiting'))
  const [post] = await api.requests()
  expect(`${post?.method} ${post?.path}`).toBe('POST /api/products')
  expect(post?.headers.get('Authorization')).toBe('Bearer this-session')
  expect(post?.body).toEqual({ title: 'Pen', price: '1.00' })
  expect(kept.has('outbox')).toBe(false)
})
