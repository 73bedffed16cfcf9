import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useRestOutbox } from 'use-rest-page-api'
import { SyncNotices } from '../../components/SyncNotices.tsx'
import { SyncStatusLine } from '../../components/SyncStatusLine.tsx'
import { useSyncNotices, useSyncNoticesStore } from './syncNotices.ts'
import { useOnline } from './useOnline.ts'

/**
 * Under the header, on every page: whether the browser is offline and how many actions wait to be sent (the lists'
 * outbox, 待同步 n 项), then what became of those sent later (a to-do someone else handled meanwhile), each with
 * 查看 (the record) and 知道了.
 */
export function SyncBar() {
  const online = useOnline()
  const { count } = useRestOutbox()
  const notices = useSyncNotices()
  const store = useSyncNoticesStore()
  const navigate = useNavigate()
  const main = useCallback(() => document.getElementById('main'), [])
  return (
    <>
      <SyncStatusLine waiting={count} online={online} />
      <SyncNotices
        notices={notices}
        onDismiss={store.dismiss}
        onView={(id) => {
          const view = notices.find((n) => n.id === id)?.view
          store.dismiss(id)
          if (view) void navigate(view)
        }}
        returnFocus={main}
      />
    </>
  )
}
