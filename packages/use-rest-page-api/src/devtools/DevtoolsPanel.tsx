import { useEffect, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react'
import type { ListPageRequest, RestPageStore } from '../core/store/createRestPageStore.ts'
import type { RequestLog } from './createRequestLog.ts'
import { createStoreWatch } from './createStoreWatch.ts'

export interface DevtoolsPanelProps {
  log: RequestLog
  store: RestPageStore
  initialIsOpen: boolean
}

/** What a store entry is now, as the panel says it. */
type EntryState = 'loading' | 'failed' | 'stale' | 'fresh' | 'evicted'

const panel: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  maxHeight: '45vh',
  overflow: 'auto',
  zIndex: 2147483000,
  background: '#fff',
  color: '#1d2129',
  borderTop: '2px solid #1d2129',
  font: '12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace',
  padding: '8px 12px 16px',
}
const toggle: CSSProperties = {
  position: 'fixed',
  left: 12,
  bottom: 12,
  zIndex: 2147483001,
  font: '12px ui-monospace, SFMono-Regular, Menlo, monospace',
  padding: '6px 10px',
  border: '1px solid #1d2129',
  borderRadius: 6,
  background: '#1d2129',
  color: '#fff',
  cursor: 'pointer',
}
const cell: CSSProperties = { textAlign: 'left', padding: '2px 8px 2px 0', verticalAlign: 'top', whiteSpace: 'nowrap' }
const colours: Record<EntryState, string> = {
  loading: '#0b5cad',
  failed: '#b42318',
  stale: '#8a5a00',
  fresh: '#067647',
  evicted: '#667085',
}

/** One list request in words: the url and what differs from a first, unsorted, unfiltered page. */
function describeRequest(request: ListPageRequest): string {
  const sorts = request.sorts.map((s) => `${s.property},${s.direction}`).join(' ')
  const filters = JSON.stringify(request.filters)
  return `${request.url} · page ${request.page} · size ${request.size}${sorts ? ` · sort ${sorts}` : ''}${filters !== '{}' ? ` · ${filters}` : ''}`
}

/**
 * The devtools panel: the lists on screen (the keys some list observes), every store entry with its state, the
 * requests, the writes still on their way, and those waiting in the outbox for the network. Loaded lazily by `RestPageApiDevtools`.
 */
export default function DevtoolsPanel({ log, store, initialIsOpen }: DevtoolsPanelProps) {
  const [open, setOpen] = useState(initialIsOpen)
  const requests = useSyncExternalStore(log.subscribe, log.entries, log.entries)
  const outbox = useSyncExternalStore(store.subscribeOutbox, store.outbox, store.outbox)
  // Render only reads: the watch looks at the store outside render (when it tells, and below), and records each key
  // that left with the time it left.
  const watch = useMemo(() => createStoreWatch(store), [store])
  const { held, evicted } = useSyncExternalStore(watch.subscribe, watch.view, watch.view)
  // It also looks at each request, and once a second while the panel is open: what the store changes without telling.
  useEffect(() => log.subscribe(watch.look), [log, watch])
  useEffect(() => {
    if (!open) return
    const timer = setInterval(watch.look, 1000)
    return () => clearInterval(timer)
  }, [open, watch])

  const entries = held.map((e) => {
    const state: EntryState = e.loading
      ? 'loading'
      : e.error !== undefined
        ? 'failed'
        : e.stale || e.data === undefined
          ? 'stale'
          : 'fresh'
    return { key: e.key, request: e.request, state, observers: e.observers, records: e.data?.items.length }
  })
  const shown = entries.filter((e) => e.observers > 0)
  const writes = requests.filter((r) => r.method !== 'GET' && r.status === undefined)

  if (!open)
    return (
      <button type="button" style={toggle} onClick={() => setOpen(true)} aria-expanded={false}>
        use-rest-page-api · {shown.length} list{shown.length === 1 ? '' : 's'}
      </button>
    )
  const badge = (state: EntryState) => <span style={{ color: colours[state], fontWeight: 600 }}>{state}</span>
  return (
    <section style={panel} aria-label="use-rest-page-api devtools">
      <button
        type="button"
        style={{ ...toggle, position: 'sticky', float: 'right', top: 0 }}
        onClick={() => setOpen(false)}
        aria-expanded
      >
        Close
      </button>
      <h2 style={{ font: 'inherit', fontWeight: 700, margin: '0 0 4px' }}>Lists on screen ({shown.length})</h2>
      <table>
        <tbody>
          {shown.map((e) => (
            <tr key={e.key}>
              <td style={cell}>{badge(e.state)}</td>
              <td style={cell}>{e.observers > 1 ? `${e.observers} lists` : '1 list'}</td>
              <td style={cell}>{describeRequest(e.request)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ font: 'inherit', fontWeight: 700, margin: '12px 0 4px' }}>Writes on their way ({writes.length})</h2>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {writes.map((r) => (
          <li key={r.id}>
            {r.method} {r.url}
          </li>
        ))}
      </ul>
      <h2 style={{ font: 'inherit', fontWeight: 700, margin: '12px 0 4px' }}>Outbox ({outbox.length})</h2>
      <table>
        <tbody>
          {outbox.map((w) => (
            <tr key={w.id}>
              <td style={cell}>{w.method}</td>
              <td style={cell}>{w.url}</td>
              <td style={cell}>{w.record === undefined ? '—' : `record ${String(w.record)}`}</td>
              <td style={cell}>
                {w.attempts} attempt{w.attempts === 1 ? '' : 's'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ font: 'inherit', fontWeight: 700, margin: '12px 0 4px' }}>
        Cache ({entries.length} entries, {evicted.length} evicted lately)
      </h2>
      <table>
        <tbody>
          {entries.map((e) => (
            <tr key={e.key}>
              <td style={cell}>{badge(e.state)}</td>
              <td style={cell}>{e.records === undefined ? '—' : `${e.records} records`}</td>
              <td style={cell}>{describeRequest(e.request)}</td>
            </tr>
          ))}
          {evicted.map((e) => (
            <tr key={`evicted ${e.id}`}>
              <td style={cell}>{badge('evicted')}</td>
              <td style={cell}>{new Date(e.at).toLocaleTimeString()}</td>
              <td style={cell}>{describeRequest(e.request)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ font: 'inherit', fontWeight: 700, margin: '12px 0 4px' }}>Requests ({requests.length})</h2>
      <table>
        <tbody>
          {[...requests].reverse().map((r) => (
            <tr key={r.id}>
              <td style={cell}>{r.method}</td>
              <td style={cell}>{r.status === undefined ? '…' : r.status === 0 ? 'no answer' : r.status}</td>
              <td style={cell}>{r.ms === undefined ? '' : `${r.ms} ms`}</td>
              <td style={cell}>{r.url}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
