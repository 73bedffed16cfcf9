import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSession } from '../../shared/session/useSession.ts'
import type { FilterDraft } from '../../shared/lists/page/useFilterDraft.ts'
import { useAfterRender } from '../../shared/lists/page/useAfterRender.ts'
import { useRecordInAddress } from '../../shared/lists/page/useRecordInAddress.ts'
import { AnnounceContext, StatusLine, useStatusLine } from '../../shared/lists/page/StatusLine.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { FormListFilters } from './FormListFilters.tsx'
import { describeTaken, TODO_ACTION_LABELS, useHandleTodo, type TodoAction } from './handleTodo.ts'
import type { ListKindInfo } from './kinds.ts'
import { ListHeader } from './ListHeader.tsx'
import { listPath } from './listPath.ts'
import { RecordDrawer } from './RecordDrawer.tsx'
import { useDepartments } from './useDepartments.ts'
import type { FormInfo } from './useFormInfo.ts'
import { useUsers } from './useUsers.ts'

/** Where a list page of a form is: the route's form and app, and the form as the server describes it. */
export interface FormListPlace {
  info: ListKindInfo
  formId: string
  appId: string | undefined
  form: FormInfo | undefined
}

/**
 * What a form's list page does the same whether it is a table or a phone's feed: the record open in the drawer (in
 * the address) and the page's status line, the one polite live region that says what each action did.
 */
export function useFormListPage() {
  const drawer = useRecordInAddress()
  const status = useStatusLine()
  // A to-do was handled in the open drawer: the user asked for the list to change, so its reloads are not held.
  const [acted, setActed] = useState(false)
  if (acted && !drawer.id) setActed(false)
  return {
    drawer,
    status,
    /**
     * A to-do was handled in the open drawer: the user asked for the list to change, so it follows (its reloads are
     * not held), and 办理下一条 and the counts are the server's. Until the drawer closes.
     */
    acted,
    /** Says a 办理 was done in the drawer. */
    markActed: () => setActed(true),
  }
}
export type FormListPageState = ReturnType<typeof useFormListPage>

/** A to-do just handled in the drawer: what was said, how many are left, and the rows' order when it was. */
interface Handled {
  id: string
  message: string
  /** Someone got there first (409), or it waits to be sent. */
  taken: boolean
  left: number
  order: string[]
  /** Its row as it was: the to-do has left the list (`removes`), the drawer still names it. */
  row: FormRecordRow | undefined
}

export interface FormListLayoutProps extends FormListPlace {
  page: FormListPageState
  filters: FilterDraft
  /** The records on screen (the drawer shows a row's title at once; 办理下一条 takes the next of them). */
  items: readonly FormRecordRow[]
  /** How many records the list holds (the to-dos left after one is handled). */
  total: number
  /** Reads one record (`dataSource.get(id, { updateItems: false })`), stable. */
  read: (id: string) => Promise<FormRecordRow>
  /** Buttons beside the heading (新建). Default: none. */
  actions?: ReactNode | undefined
  /** Drafts deleted and waiting out their 5 s to undo: already off the tabs' counts. Default `0`. */
  deletedDrafts?: number | undefined
  /** Beside the tabs: the saved views. Default: none. */
  views?: ReactNode | undefined
  /** The list: a table's frame, or a feed's. */
  children: ReactNode
}

/**
 * A form's list page around its list, table or feed alike: the heading with the form's tabs, the filters, the status
 * line, and the record drawer. On the to-do list 办理 is a queue: handled, the drawer says so with the count left and
 * 办理下一条 (the row after it on screen); after the last one it closes and the heading takes the focus. A to-do
 * someone got to first (409) says who and when, and the queue goes on the same way.
 */
export function FormListLayout({
  info,
  formId,
  appId,
  form,
  page,
  filters,
  items,
  total,
  read,
  actions,
  deletedDrafts,
  views,
  children,
}: FormListLayoutProps) {
  const departments = useDepartments()
  const users = useUsers()
  const me = useSession().session?.user.name
  const handle = useHandleTodo(formId, {
    me,
    // A to-do answered later opens in the form's query list, which holds every record the user may open.
    viewPath: (id) => `${listPath('search', formId, appId)}?record=${encodeURIComponent(id)}`,
  })
  const { drawer, status } = page
  const heading = useRef<HTMLHeadingElement>(null)
  const [handled, setHandled] = useState<Handled | null>(null)
  // Every to-do handled while the drawer stayed open: until the list reloads, their rows may still be on screen.
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set())
  if (!drawer.id && done.size > 0) setDone(new Set())
  // The last to-do was handled: the drawer closes onto the heading. (A ref: the drawer reads it as it closes.)
  const queueEmpty = useRef(false)

  const onHandle = async (id: string, action: TodoAction, comment: string) => {
    const title = items.find((r) => r.id === id)?.bt ?? ''
    const outcome = await handle({ id, title }, action, comment)
    page.markActed()
    setDone((before) => new Set(before).add(id))
    const said =
      'taken' in outcome
        ? describeTaken(outcome.taken, me)
        : 'queued' in outcome
          ? `已记下${TODO_ACTION_LABELS[action]}“${title}”，联网后自动发送。`
          : action === 'approve'
            ? `已同意“${outcome.done.bt}”，它已移到已办。`
            : `已退回“${outcome.done.bt}”给起草人。`
    const left = Math.max(total - 1, 0)
    if (left === 0) {
      status.say(`${said}${filters.filtered ? '符合筛选条件的' : ''}待办已全部办完。`, {
        tone: 'done' in outcome ? 'success' : 'info',
      })
      queueEmpty.current = true
      drawer.close()
    } else {
      status.say(`${said}还剩 ${left} 条待办。`, { tone: 'done' in outcome ? 'success' : 'info' })
      setHandled({
        id,
        message: said,
        taken: !('done' in outcome),
        left,
        order: items.map((r) => r.id),
        row: items.find((r) => r.id === id),
      })
    }
  }

  // 办理下一条: the row that followed the handled one on screen, else the first row left; while the list reloads and
  // none is on screen, as soon as one is.
  const nextRow = (() => {
    if (!handled) return undefined
    const left = items.filter((r) => !done.has(r.id))
    const after = handled.order.slice(handled.order.indexOf(handled.id) + 1)
    const id = after.find((a) => left.some((r) => r.id === a)) ?? left[0]?.id
    return left.find((r) => r.id === id)
  })()
  // Asked for with the handled to-do's id: served while the drawer still shows that one (not after it closed), and the
  // drawer turning to the next row ends it. Its message stays behind, shown only while the drawer shows its record.
  const openNext = useAfterRender(
    () => nextRow && drawer.open(nextRow.id, { replace: true }),
    (id: string) => drawer.id === id && nextRow !== undefined,
  )

  const close = () => {
    setHandled(null)
    drawer.close()
  }
  // The drawer closed: focus goes back to the row that opened it; after the last to-do to the heading; when the row
  // has gone (handled), to the status line, which says what happened.
  const returnFocus = (opener: HTMLElement | null) => {
    if (queueEmpty.current) return heading.current
    return done.size > 0 ? status.line.current : opener
  }
  useEffect(() => {
    if (!drawer.id) queueEmpty.current = false
  }, [drawer.id])

  return (
    <AnnounceContext.Provider value={status.say}>
      <div className="page">
        <ListHeader
          info={info}
          formId={formId}
          appId={appId}
          form={form}
          actions={actions}
          aside={views}
          headingRef={heading}
          deletedDrafts={deletedDrafts}
        />
        <FormListFilters
          info={info}
          filters={filters}
          departments={departments.options}
          users={users.options}
          optionsLoaded={departments.data !== undefined && users.data !== undefined}
        />
        <StatusLine status={status} />
        {children}
        {drawer.id && (
          <RecordDrawer
            id={drawer.id}
            row={items.find((r) => r.id === drawer.id) ?? (handled?.id === drawer.id ? handled.row : undefined)}
            read={read}
            onHandle={info.actionable ? onHandle : undefined}
            handled={
              handled && handled.id === drawer.id
                ? {
                    message: handled.message,
                    taken: handled.taken,
                    left: handled.left,
                    nextTitle: nextRow?.bt,
                    next: () => openNext(handled.id),
                  }
                : undefined
            }
            onClose={close}
            returnFocus={returnFocus}
          />
        )}
      </div>
    </AnnounceContext.Provider>
  )
}
