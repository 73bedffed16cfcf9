import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { isRestError } from 'use-rest-page-api'
import { listPath } from './listPath.ts'
import { NotFoundPage } from '../../shared/NotFoundPage.tsx'
import { useMediaQuery } from '../../shared/lists/page/useMediaQuery.ts'
import { FormFeed } from './FormFeed.tsx'
import { FormTable } from './FormTable.tsx'
import { LIST_KINDS, listsOf, type ListKind, type ListKindInfo } from './kinds.ts'
import { PHONE_QUERY } from './listOptions.ts'
import { useFormInfo, type FormInfo } from './useFormInfo.ts'
import '../../components/EmptyState.css'

/** A list page of the form app, for the route's `formId` (and `appId` in the app's url family). */
export function FormListPage({ kind }: { kind: ListKind }) {
  const { formId = '', appId } = useParams()
  // A new list (and its URL sync) per form: the hook reads its options once.
  return <FormList key={`${kind}:${formId}`} info={LIST_KINDS[kind]} formId={formId} appId={appId} />
}

interface FormListProps {
  info: ListKindInfo
  formId: string
  appId: string | undefined
}

function FormList({ info, formId, appId }: FormListProps) {
  const form = useFormInfo(formId)
  const phone = useMediaQuery(PHONE_QUERY)
  useEffect(() => {
    const name = form.data?.name
    document.title = `${name ? `${name} · ` : ''}${info.label} - 国际合作`
  }, [form.data?.name, info.label])

  // A form id the server does not know (a stale or mistyped link): no list, no filters, no retry, a way home.
  if (isRestError(form.error, 'notFound'))
    return <NotFoundPage title="这个表单不存在" description="链接可能有误，或表单已被删除或停用。" appId={appId} />
  // A list the form does not have (the draft box of a no-flow form, from an edited link): where its lists are.
  if (form.data && form.data.type !== info.formType) return <NoSuchList info={info} form={form.data} appId={appId} />
  const place = { info, formId, appId, form: form.data }
  return info.feedOnPhone && phone ? <FormFeed {...place} /> : <FormTable {...place} />
}

/** A list the form does not have (a no-flow form has no draft box): what it has instead. */
function NoSuchList({ info, form, appId }: { info: ListKindInfo; form: FormInfo; appId: string | undefined }) {
  const lists = listsOf(form.type)
  return (
    <div className="page">
      <div className="empty-state">
        <h1 className="page-title">
          {form.name}没有{info.title}
        </h1>
        <p className="muted">
          {form.type === 'noFlow'
            ? '这个表单不走流程，没有草稿、待办和已办，填写的记录都在记录列表里。'
            : '这个表单走流程，它的记录在草稿、待办、已办和查询列表里。'}
        </p>
        <div className="toolbar" style={{ justifyContent: 'center' }}>
          {lists.map((l) => (
            <Link key={l.kind} className="btn btn-primary" to={listPath(l.kind, form.id, appId ?? form.appId)}>
              打开{l.listName}
            </Link>
          ))}
        </div>
      </div>
    </div>
  )
}
