import { useCallback } from 'react'
import { sendWrite, type RestSendRequest } from '../core/outbox/sendWrite.ts'
import type { StoreCore } from '../core/store/createStoreCore.ts'
import { useHttpSettings, usePageStore } from './RestPageApiProvider.tsx'

/**
 * The app's own writes (a workflow `POST` such as an approval) under the nearest `RestPageApiProvider`: sent with its
 * settings, through the store's outbox when it has one (`createRestPageStore`: the write waits while offline and goes
 * when back online, before any list reloads), with `removes` taking records off the lists of a collection at once,
 * listed in `useRestWrites`, and the lists of `collection` reloaded once answered. The returned function is stable;
 * its promise resolves with the answer's body, or rejects as `sendRequest` does (a `RestError`).
 *
 * @example
 * function ApproveButton({ id }: { id: string }) {
 *   const send = useRestSend()
 *   const approve = () =>
 *     send({
 *       method: 'POST',
 *       url: `/api/forms/leave/todo/${id}/approve`,
 *       collection: '/api/forms/leave/todo',
 *       record: id,
 *       removes: { collection: '/api/forms/leave/todo', ids: [id] },
 *     })
 *   return <button onClick={() => void approve()}>Approve</button>
 * }
 */
export function useRestSend(): (request: RestSendRequest) => Promise<unknown> {
  const store = usePageStore<unknown>() as StoreCore<unknown>
  const settings = useHttpSettings()
  return useCallback((request: RestSendRequest) => sendWrite(store, settings, request), [store, settings])
}
