import { useEffect, useState } from 'react'
import { RestError } from 'use-rest-page-api'
import { Drawer } from '../components/Drawer.tsx'
import { ErrorPanel } from '../components/ErrorPanel.tsx'
import { ProgressBar } from '../components/ProgressBar.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { RecordDetails } from './RecordDetails.tsx'

export interface RecordDrawerProps {
  /** The row clicked: its title shows at once, its details once read. */
  row: FormRecordRow
  /** Reads the record (`dataSource.get(id, false)`). */
  read: (id: string) => Promise<FormRecordRow>
  onClose: () => void
}

type Loaded = { id: string; record?: FormRecordRow; error?: unknown }

/** The detail drawer of a list: reads the record afresh; 403 says the user may not open it. */
export function RecordDrawer({ row, read, onClose }: RecordDrawerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    read(row.id).then(
      (record) => live && setLoaded({ id: row.id, record }),
      (error: unknown) => live && setLoaded({ id: row.id, error }),
    )
    return () => {
      live = false
    }
  }, [read, row.id, round])
  const current = loaded?.id === row.id ? loaded : null
  const forbidden = current?.error instanceof RestError && current.error.kind === 'forbidden'
  const missing = current?.error instanceof RestError && current.error.kind === 'notFound'
  return (
    <Drawer
      title={row.bt}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          关闭
        </button>
      }
    >
      {!current && <ProgressBar label="正在读取记录" />}
      {current?.record && <RecordDetails record={current.record} />}
      {current?.error !== undefined &&
        (forbidden ? (
          <ErrorPanel error={current.error} title="你无权打开此记录" />
        ) : missing ? (
          <ErrorPanel error={current.error} title="此记录已不存在，可能已被删除" />
        ) : (
          <ErrorPanel
            error={current.error}
            onRetry={() => {
              setLoaded(null)
              setRound((r) => r + 1)
            }}
          />
        ))}
    </Drawer>
  )
}
