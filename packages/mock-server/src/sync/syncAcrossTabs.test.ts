import { getResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { createHandlers } from '../createHandlers.ts'
import { inList } from '../db/inList.ts'
import { syncAcrossTabs, type TabSync } from './syncAcrossTabs.ts'

const ORIGIN = 'http://localhost:3000'
const opened: TabSync[] = []
let channels = 0

/** One tab's mock: its own database from the seed, on a channel of this test's own. */
function tab(channel: string, ackTimeoutMs?: number) {
  const mock = createHandlers()
  const sync = syncAcrossTabs(mock, { channel, ...(ackTimeoutMs !== undefined && { ackTimeoutMs }) })
  opened.push(sync)
  const call = async (method: string, path: string, body?: unknown) => {
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers: { 'sinoform-current-user-id': '1', 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const response = (await getResponse(sync.handlers, request)) as Response
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }
  return { mock, sync, call }
}

/** Two tabs that know each other (the second's hello answered). */
async function twoTabs() {
  const name = `mock-sync-test-${++channels}`
  const a = tab(name)
  const b = tab(name)
  await expect.poll(() => a.sync.peerCount() === 1 && b.sync.peerCount() === 1).toBe(true)
  return { a, b }
}

const admin = (api: ReturnType<typeof tab>) => api.mock.db.org.users.find((u) => u.id === '1')!
const formId = (api: ReturnType<typeof tab>) => api.mock.db.forms.find((f) => f.name === '出差申请')!.id
const todoIds = (api: ReturnType<typeof tab>) =>
  api.mock.db.records.filter((r) => r.formId === formId(api) && inList('todos', r, admin(api))).map((r) => r.id)

afterEach(() => {
  for (const sync of opened.splice(0)) sync.close()
})

describe('syncAcrossTabs', () => {
  it('takes a to-do handled in one tab out of the other tab’s to-dos before the answer', async () => {
    const { a, b } = await twoTabs()
    const [first] = todoIds(a)
    expect(todoIds(b)).toContain(first)
    const answer = await a.call('POST', `/api/forms/${formId(a)}/records/${first}/actions`, { action: 'approve' })
    expect(answer.status).toBe(200)
    // No wait here: the answer came once the other tab had applied the write.
    expect(todoIds(b)).not.toContain(first)
    expect(b.mock.db.records.find((r) => r.id === first)?.status).toBe('已办结')
    const list = await b.call('GET', `/api/forms/${formId(b)}/todos?size=100`)
    expect(list.body.content.map((r: { id: string }) => r.id)).not.toContain(first)
  })

  it('brings a new draft to the other tab, whose own next draft gets another id', async () => {
    const { a, b } = await twoTabs()
    const created = await a.call('POST', `/api/forms/${formId(a)}/drafts`, { bt: '甲页签的草稿' })
    expect(created.status).toBe(201)
    expect(b.mock.db.records.find((r) => r.id === created.body.id)?.bt).toBe('甲页签的草稿')
    const other = await b.call('POST', `/api/forms/${formId(b)}/drafts`, { bt: '乙页签的草稿' })
    expect(other.body.id).not.toBe(created.body.id)
    expect(a.mock.db.records.filter((r) => r.bt.endsWith('页签的草稿')).map((r) => r.id)).toEqual([
      created.body.id,
      other.body.id,
    ])
  })

  it('removes deleted drafts and products in the other tab, and keeps product ids apart', async () => {
    const { a, b } = await twoTabs()
    const draft = todoIdsOf(a, 'drafts')[0]!
    expect((await a.call('DELETE', `/api/forms/${formId(a)}/drafts/${draft}`)).status).toBe(204)
    expect(b.mock.db.records.some((r) => r.id === draft)).toBe(false)
    const product = await a.call('POST', '/api/products', { title: '新产品', price: '1.00' })
    expect(b.mock.db.products.find((p) => p.id === product.body.id)?.title).toBe('新产品')
    const next = await b.call('POST', '/api/products', { title: '另一个', price: '2.00' })
    expect(Number(next.body.id)).toBe(Number(product.body.id) + 1)
  })

  it('shares an arrived to-do (the test control) with the other tab', async () => {
    const { a, b } = await twoTabs()
    const arrived = await a.call('POST', '/mock-controls/todos', {})
    expect(arrived.status).toBe(201)
    expect(todoIds(b)).toContain(arrived.body.id)
    const list = await b.call('GET', `/api/forms/${formId(b)}/todos?size=1`)
    expect(list.body.content[0].id).toBe(arrived.body.id)
  })

  it('shares nothing for a refused write or a read', async () => {
    const { a, b } = await twoTabs()
    const before = JSON.stringify(b.mock.db.records)
    const refused = await a.call('POST', `/api/forms/${formId(a)}/records/${todoIds(a)[0]}/actions`, {
      action: 'return',
    })
    expect(refused.status).toBe(400)
    await a.call('GET', `/api/forms/${formId(a)}/todos`)
    expect(JSON.stringify(b.mock.db.records)).toBe(before)
  })

  it('stops waiting for a tab that said goodbye, and forgets one that never answers', async () => {
    const name = `mock-sync-test-${++channels}`
    const a = tab(name, 50)
    const b = tab(name)
    await expect.poll(() => a.sync.peerCount()).toBe(1)
    b.sync.close()
    await expect.poll(() => a.sync.peerCount()).toBe(0)
    // A tab that vanished without a word (its page crashed): its silence costs one write the time-out, then nothing.
    const silent = new BroadcastChannel(name)
    silent.postMessage({ kind: 'hello', from: 'gone' })
    await expect.poll(() => a.sync.peerCount()).toBe(1)
    silent.close()
    const started = Date.now()
    expect((await a.call('POST', `/api/forms/${formId(a)}/drafts`, { bt: '无人应答' })).status).toBe(201)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
    expect(a.sync.peerCount()).toBe(0)
  })
})

function todoIdsOf(api: ReturnType<typeof tab>, list: 'drafts') {
  return api.mock.db.records.filter((r) => r.formId === formId(api) && inList(list, r, admin(api))).map((r) => r.id)
}
