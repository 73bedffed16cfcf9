import { COLLECTION, createSpringCollection, type Product, type ShownQuery } from './modelDriver.ts'

/** One request as the model server received it, and what became of it. */
export interface ReceivedRequest {
  /** Its place among every request received, from 0. */
  seq: number
  method: string
  /** Path and query string, decoded: `/api/products?size=5&page=0&sort=price,desc`. */
  path: string
  body: unknown
  /** Sent by another store (a server render), answered at once. */
  elsewhere: boolean
  /** The status the server answered with, once it did. */
  status: number | undefined
  /**
   * Waiting for the server (`held`), answered and on its way back (`travelling`), read by the client
   * (`delivered`), or given up by the client before its answer came (`aborted`).
   */
  state: 'held' | 'travelling' | 'delivered' | 'aborted'
}

/** A request whose answer has not reached the client. */
interface Open {
  received: ReceivedRequest
  request: Request
  /** For a write: the status the server refuses it with (its command chose), or none. */
  refuse: number | undefined
  /** The answer, once the server computed it. */
  response?: Response
  deliver(response: Response): void
}

/** The 40 products the collection starts with: some titles share words, some prices are equal (sort ties). */
export function seedProducts(): Product[] {
  const words = ['Pen', 'Desk', 'Lamp', 'Chair', 'Mug', 'Book', 'Clock', 'Plant']
  return Array.from({ length: 40 }, (_, i) => ({
    id: String(i + 1),
    title: `${words[i % words.length]} ${String.fromCharCode(97 + ((i * 7) % 26))}`,
    price: 5 + ((i * 13) % 17),
  }))
}

/** The collection's controller filter: `title` keeps the records whose title holds it, ignoring case. */
const filter = (product: Product, params: URLSearchParams) =>
  product.title.toLowerCase().includes((params.get('title') ?? '').toLowerCase())

const failure = (status: number, path: string) =>
  Response.json({ status, error: 'Refused by the model', path }, { status })

/**
 * The model's server: a Spring collection (`createSpringCollection`) over `seed`, behind a `fetch` that holds every
 * request until the test releases it. The answer is computed on release, from the records the collection holds
 * then (a server computes its answer late), and may stay on its way while later answers overtake it; a read may be
 * failed with 500 instead, a write is refused with the status its command chose. Every request is recorded as
 * received, with what became of it, so the model asserts on what the server received.
 *
 * @example
 * const server = createModelServer(seedProducts())
 * // ... a view loads: server.open() has its request
 * await server.release(0) // answered from the records now
 */
export function createModelServer(seed: Product[]) {
  const collection = createSpringCollection<Product>(COLLECTION, seed, { filter })
  const received: ReceivedRequest[] = []
  let open: Open[] = []
  /** The statuses the next writes are refused with (`undefined`: accepted), in the order the writes arrive. */
  const fates: (number | undefined)[] = []
  let announced = 0

  const receive = (input: Parameters<typeof fetch>[0], init: RequestInit = {}, elsewhere = false) => {
    const { signal, ...rest } = init
    const request = new Request(new URL(String(input), 'http://localhost'), rest)
    const url = new URL(request.url)
    const entry: ReceivedRequest = {
      seq: received.length,
      method: request.method,
      path: decodeURIComponent(url.pathname + url.search),
      body: typeof rest.body == 'string' ? JSON.parse(rest.body) : undefined,
      elsewhere,
      status: undefined,
      state: 'held',
    }
    received.push(entry)
    return { request, entry, signal }
  }

  /** The server answers now, from the records it holds now (a write refused with `refuse` changes nothing). */
  const answerNow = async (request: Request, entry: ReceivedRequest, refuse?: number) => {
    const response = refuse ? failure(refuse, entry.path) : await collection.fetch(request)
    entry.status = response.status
    if (entry.state === 'held') entry.state = 'travelling'
    return response
  }
  /** Computes the answer of an open request, once. */
  const compute = async (one: Open, fail: boolean) => {
    const status = one.received.method === 'GET' ? (fail ? 500 : undefined) : one.refuse
    one.response ??= await answerNow(one.request, one.received, status)
    return one.response
  }

  /** The `fetch` setting of the views: every request held. */
  const fetch: typeof globalThis.fetch = (input, init) => {
    const { request, entry, signal } = receive(input, init)
    const refuse = request.method === 'GET' ? undefined : fates.shift()
    return new Promise<Response>((resolve, reject) => {
      const one: Open = { received: entry, request, refuse, deliver: resolve }
      open.push(one)
      // The client gives up: on the server's side a write may still be done (a late answer nobody reads).
      const abort = () => {
        if (entry.state === 'delivered' || entry.state === 'aborted') return
        entry.state = 'aborted'
        open = open.filter((h) => h !== one)
        reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
      }
      if (signal?.aborted) abort()
      signal?.addEventListener('abort', abort)
    })
  }

  return {
    fetch,
    /** The `fetch` of another store (a server render): answered at once, from the records now. */
    fetchElsewhere: (async (input, init) => {
      const { request, entry } = receive(input, init, true)
      const response = await answerNow(request, entry)
      entry.state = 'delivered'
      return response
    }) as typeof globalThis.fetch,
    /** The records the collection holds now: a write by somebody else changes them directly. */
    get items(): Product[] {
      return collection.items
    },
    set items(items: Product[]) {
      collection.items = items
    },
    /** Every request received so far, in order. */
    received: (): readonly ReceivedRequest[] => received,
    /** The requests whose answers have not reached the client (held, or travelling), in the order they arrived. */
    open: (): readonly ReceivedRequest[] => open.map((h) => h.received),
    /** The next write to arrive is refused with `status` (or, `undefined`, accepted) when released. */
    expectWrite(status: number | undefined) {
      fates.push(status)
      announced++
    },
    /** An announced write will never arrive (the outbox dropped it on `store.clear()` before sending it). */
    withdrawWrite() {
      fates.pop()
      announced--
    },
    /** How many writes `expectWrite` announced. */
    writesAnnounced: () => announced,
    /**
     * The server answers the open request at `index` (if it has not yet: from the records it holds now; a read
     * failing with 500 when `fail`, a write as its command chose), and with `late`, the answer stays on its way (a
     * later release delivers it, after answers the server computed later); otherwise the client reads it now.
     */
    async release(index: number, { fail = false, late = false } = {}) {
      const one = open[index]
      if (!one) return
      const response = await compute(one, fail)
      if (late || one.received.state === 'aborted') return
      open = open.filter((h) => h !== one)
      one.received.state = 'delivered'
      one.deliver(response)
    },
    /** What the collection answers now for a list request of `query` (an oracle: nothing is recorded). */
    async answer(query: ShownQuery): Promise<{ items: Product[]; totalElements: number }> {
      const oracle = createSpringCollection<Product>(COLLECTION, collection.items, { filter })
      const params = new URLSearchParams({ page: String(query.pageNo), size: String(query.pageSize) })
      for (const sort of query.sorts) params.append('sort', `${sort.property},${sort.direction}`)
      if (query.title) params.set('title', query.title)
      const response = await oracle.fetch(`http://localhost${COLLECTION}?${params.toString()}`)
      const page = (await response.json()) as { content: Product[]; totalElements: number }
      return { items: page.content, totalElements: page.totalElements }
    },
  }
}

/** The model's server (`createModelServer`). */
export type ModelServer = ReturnType<typeof createModelServer>
