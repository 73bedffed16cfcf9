import { expect, it } from 'vitest'
import { deleteInChunks } from './deleteInChunks.ts'

/** A server that deletes each request's ids all or nothing, refusing any request naming an id in `refused`. */
function fakeServer(refused: Record<string, string> = {}) {
  const held = new Set<string>()
  const requests: string[][] = []
  return {
    requests,
    deleted: held,
    send: (ids: string[]) => {
      requests.push(ids)
      const bad = ids.find((id) => refused[id])
      if (bad) return Promise.reject(new Error(`${refused[bad]}: ${bad}`))
      ids.forEach((id) => held.add(id))
      return Promise.resolve()
    },
  }
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `r${i + 1}`)

it('sends the ids in chunks, one request after another, and reports progress after each', async () => {
  const server = fakeServer()
  const progress: string[] = []
  const outcome = await deleteInChunks(ids(45), {
    chunkSize: 20,
    send: server.send,
    onProgress: (done, total) => progress.push(`${done}/${total}`),
  })
  expect(server.requests.map((r) => r.length)).toEqual([20, 20, 5])
  expect(progress).toEqual(['20/45', '40/45', '45/45'])
  expect(outcome).toEqual({ deleted: ids(45), failed: [], stopped: false })
})

it('sends a refused chunk again one by one, so only the refused records fail, each with its reason', async () => {
  const server = fakeServer({ r3: 'gone', r23: 'forbidden' })
  const outcome = await deleteInChunks(ids(25), { chunkSize: 10, send: server.send })
  expect(outcome.failed.map((f) => [f.id, (f.error as Error).message])).toEqual([
    ['r3', 'gone: r3'],
    ['r23', 'forbidden: r23'],
  ])
  expect(outcome.deleted).toHaveLength(23)
  expect([...server.deleted].sort()).toEqual(outcome.deleted.slice().sort())
  // The chunk r1–r10 once, then its ten ids alone; r11–r20 once; r21–r25 once and alone.
  expect(server.requests).toHaveLength(1 + 10 + 1 + 1 + 5)
})

it('stops before the next request when aborted, keeping what was deleted', async () => {
  const server = fakeServer()
  const controller = new AbortController()
  const outcome = await deleteInChunks(ids(50), {
    chunkSize: 20,
    send: (chunk) => {
      controller.abort()
      return server.send(chunk)
    },
    signal: controller.signal,
  })
  expect(outcome).toEqual({ deleted: ids(20), failed: [], stopped: true })
  expect(server.requests).toHaveLength(1)
})

it('sends nothing for no ids, and refuses a chunk size below 1', async () => {
  const server = fakeServer()
  expect(await deleteInChunks([], { chunkSize: 20, send: server.send })).toEqual({
    deleted: [],
    failed: [],
    stopped: false,
  })
  expect(server.requests).toEqual([])
  await expect(deleteInChunks(ids(2), { chunkSize: 0, send: server.send })).rejects.toThrow(/chunkSize must be 1/)
})
