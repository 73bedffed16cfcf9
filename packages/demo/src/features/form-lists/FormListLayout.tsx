import { useState, type ReactNode } from 'react'
import type { FilterDraft } from '../lists/useFilterDraft.ts'
import { useRecordInAddress } from '../lists/useRecordInAddress.ts'
import type { FormRecordRow } from './formRecord.ts'
import { FormListFilters } from './FormListFilters.tsx'
import { useHandleTodo, type TodoAction } from './handleTodo.ts'
import type { ListKindInfo } from './kinds.ts'
import { ListHeader } from './ListHeader.tsx'
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
 * the address), 办理 on a to-do, and the line saying what the last change did.
 */
export function useFormListPage(formId: string) {
  const drawer = useRecordInAddress()
  const handle = useHandleTodo(formId)
  const [notice, setNotice] = useState('')
  const onHandle = async (id: string, action: TodoAction, comment: string) => {
    const record = await handle(id, action, comment)
    drawer.close()
    setNotice(action === 'approve' ? `已同意“${record.bt}”，它已移到已办。` : `已退回“${record.bt}”给起草人。`)
  }
  return { drawer, notice, setNotice, onHandle }
}
export type FormListPageState = ReturnType<typeof useFormListPage>

export interface FormListLayoutProps extends FormListPlace {
  page: FormListPageState
  filters: FilterDraft
  /** The records on screen (the drawer shows a row's title at once). */
  items: readonly FormRecordRow[]
  /** Reads one record (`dataSource.get(id, false)`), stable. */
  read: (id: string) => Promise<FormRecordRow>
  /** Buttons beside the heading (新建). Default: none. */
  actions?: ReactNode | undefined
  /** The list: a table's frame, or a feed's. */
  children: ReactNode
}

/**
 * A form's list page around its list, table or feed alike: the heading with the form's tabs, the filters, and the
 * record drawer (with 办理 on the lists whose records are acted on).
 */
export function FormListLayout({
  info,
  formId,
  appId,
  form,
  page,
  filters,
  items,
  read,
  actions,
  children,
}: FormListLayoutProps) {
  const departments = useDepartments()
  const users = useUsers()
  const { drawer } = page
  return (
    <div className="page">
      <ListHeader info={info} formId={formId} appId={appId} form={form} actions={actions} />
      <FormListFilters
        info={info}
        filters={filters}
        departments={departments.options}
        users={users.options}
        optionsLoaded={departments.data !== undefined && users.data !== undefined}
      />
      {children}
      {drawer.id && (
        <RecordDrawer
          id={drawer.id}
          row={items.find((r) => r.id === drawer.id)}
          read={read}
          onHandle={info.actionable ? page.onHandle : undefined}
          onClose={drawer.close}
        />
      )}
    </div>
  )
}
