import { createHandlers, createMockDb, type MockApi, type MockDb } from 'form-mock-server'
import type { SetupWorker } from 'msw/browser'
import { requestLog } from './requestLog.ts'

let current: MockApi | undefined

/**
 * Gives the story a fresh mock server (a new seeded database, default controls) and logs every API request the story
 * sends. Called by the preview before each story; returns the clean-up. A story changes the server only by the msw
 * handlers it adds in its own `beforeEach` (they take precedence over these).
 */
export function installStoryMock(msw: SetupWorker): () => void {
  current = createHandlers()
  msw.use(...current.handlers)
  requestLog.clear()
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    void requestLog.started(request, requestId)
  }
  const onAnswer = ({ response, requestId }: { response: Response; requestId: string }) => {
    requestLog.answered(requestId, response.status)
  }
  msw.events.on('request:start', onStart)
  msw.events.on('response:mocked', onAnswer)
  return () => {
    msw.events.removeListener('request:start', onStart)
    msw.events.removeListener('response:mocked', onAnswer)
  }
}

/** The mock of the story being shown: its database (to read ids and titles from) and its controls. */
export function storyMock(): MockApi {
  if (!current)
    throw new Error('[stories] no mock server yet: storyMock() works only inside a story (after the preview)')
  return current
}

/**
 * Installs, before the story's mock, the handlers of a mock over a database `edit` changed (a long title, 10,000
 * records): from then on the story's requests, its sign-in included, go to it. Call it from the story's `beforeEach`.
 */
export function installMockWith(msw: SetupWorker, edit: (db: MockDb) => void): MockApi {
  const db = createMockDb()
  edit(db)
  current = createHandlers({ db })
  msw.use(...current.handlers)
  return current
}
