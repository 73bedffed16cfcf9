import type { ResourceTreeNode } from 'form-resource-api'
import { useEffect, useId, useRef, useState } from 'react'
import { useRestResource } from 'use-rest-page-api'
import { useApi } from '../../shared/api/useApi.ts'
import { DEFAULT_APP_NAME, useDefaultApp } from '../../shared/useDefaultApp.ts'
import { EmptyState, ErrorPanel, ProgressBar } from '../../components/index.ts'
import { FORM_TYPE_LABELS, type AppStructure, type FormSummary } from '../apps/appTypes.ts'
import { describePlacement, describePublicationError } from './describePublication.ts'
import { NavigationTree } from './NavigationTree.tsx'
import { PLACEMENTS, PLACEMENT_LABELS, type Placement, type PublicationResult } from './publicationTypes.ts'
import { PublicationReport } from './PublicationReport.tsx'
import { useDocumentTitle } from '../../shared/useDocumentTitle.ts'
import './publish.css'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; form: FormSummary; result: PublicationResult }
  | { kind: 'failed'; error: unknown }

/** Every form of the app, those in groups with the group's name. */
function formsOf(app: AppStructure): (FormSummary & { groupName?: string })[] {
  return [...app.forms, ...app.groups.flatMap((g) => g.forms.map((f) => ({ ...f, groupName: g.name })))]
}

/**
 * `/publish`: pick a form of 国际合作, a place in the navigation (`GET /api/navigation-resources`) and how it goes
 * there, publish it (`POST /api/forms/{formId}/publications`), then see the release payload sent, the resource id
 * that came back and the tree the receiver got.
 */
export function PublishPage() {
  const api = useApi()
  const defaultApp = useDefaultApp()
  const appId = defaultApp.app?.id
  const app = useRestResource<AppStructure>(appId ? `/api/apps/${encodeURIComponent(appId)}` : null)
  const tree = useRestResource<ResourceTreeNode[]>('/api/navigation-resources')
  const [formId, setFormId] = useState<string | null>(null)
  const [anchor, setAnchor] = useState<ResourceTreeNode | null>(null)
  const [placement, setPlacement] = useState<Placement>('child')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const resultRef = useRef<HTMLHeadingElement>(null)
  const controller = useRef<AbortController | null>(null)
  const ids = { forms: useId(), tree: useId(), placement: useId() }
  useDocumentTitle('发布表单')

  useEffect(() => () => controller.current?.abort(), [])
  // Each outcome (a second refusal too) moves the focus to what happened.
  useEffect(() => {
    if (outcome.kind === 'done' || outcome.kind === 'failed') resultRef.current?.focus()
  }, [outcome])

  const forms = app.data ? formsOf(app.data) : []
  const form = forms.find((f) => f.id === formId)
  const busy = outcome.kind === 'busy'
  const ready = form !== undefined && anchor !== null && !busy

  const publish = async () => {
    if (!form || !anchor) return
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setOutcome({ kind: 'busy' })
    try {
      const result = await api.send<PublicationResult>(
        'POST',
        `/api/forms/${encodeURIComponent(form.id)}/publications`,
        { position: { order: placement, resourceId: anchor.resourceId } },
        abort.signal,
      )
      setOutcome({ kind: 'done', form, result })
      // The form now has a resource: the navigation and the form's "published" mark change.
      tree.reload()
      app.reload()
    } catch (error) {
      if (!abort.signal.aborted) setOutcome({ kind: 'failed', error })
    }
  }

  const loadError = defaultApp.error ?? app.error
  const failure = outcome.kind === 'failed' ? describePublicationError(outcome.error) : null
  return (
    <div className="page publish-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">发布表单</h1>
          <p className="page-subtitle">
            把「{app.data?.name ?? DEFAULT_APP_NAME}」的一个表单发布到资源平台：选表单，选它在导航中的位置，然后发布。
          </p>
        </div>
      </header>

      <div className="publish-grid">
        <section className="card card-body publish-step" aria-labelledby={ids.forms} aria-busy={app.isFetching}>
          <h2 id={ids.forms} className="publish-step__title">
            <span className="publish-step__no">1</span>选择表单
          </h2>
          {loadError ? (
            <ErrorPanel error={loadError} onRetry={defaultApp.error ? defaultApp.reload : app.reload} />
          ) : defaultApp.data && !appId ? (
            <EmptyState
              title={`没有找到应用「${DEFAULT_APP_NAME}」`}
              description="服务器上没有这个应用，无法选择表单。"
            />
          ) : !app.data ? (
            <ProgressBar label="正在加载表单" />
          ) : forms.length === 0 ? (
            <EmptyState title="这个应用还没有表单" />
          ) : (
            <fieldset className="publish-forms">
              <legend className="visually-hidden">要发布的表单</legend>
              {forms.map((f) => (
                <label key={f.id} className={`publish-option${f.id === formId ? ' is-checked' : ''}`}>
                  <input
                    type="radio"
                    name="publish-form"
                    value={f.id}
                    checked={f.id === formId}
                    onChange={() => setFormId(f.id)}
                    disabled={busy}
                  />
                  <span className="publish-option__name">{f.name}</span>
                  <span className="publish-option__meta muted">
                    {FORM_TYPE_LABELS[f.type]}
                    {f.groupName ? ` · ${f.groupName}` : ''}
                  </span>
                  {f.resourceId && <span className="badge badge-success">已发布</span>}
                </label>
              ))}
            </fieldset>
          )}
        </section>

        <section className="card card-body publish-step" aria-labelledby={ids.tree} aria-busy={tree.isFetching}>
          <h2 id={ids.tree} className="publish-step__title">
            <span className="publish-step__no">2</span>选择导航位置
          </h2>
          {tree.error ? (
            <ErrorPanel error={tree.error} onRetry={tree.reload} />
          ) : !tree.data ? (
            <ProgressBar label="正在加载导航资源" />
          ) : tree.data.length === 0 ? (
            <EmptyState title="资源平台上还没有导航资源" />
          ) : (
            <>
              <p className="muted publish-help">用方向键在树中移动，回车或空格选中一个节点。</p>
              <NavigationTree
                nodes={tree.data}
                selectedId={anchor?.resourceId ?? null}
                onSelect={setAnchor}
                label="导航资源"
              />
              <fieldset className="publish-placements" disabled={busy}>
                <legend id={ids.placement} className="field-label">
                  相对所选节点
                </legend>
                {PLACEMENTS.map((p) => (
                  <label key={p} className="publish-placement">
                    <input
                      type="radio"
                      name="publish-placement"
                      value={p}
                      checked={placement === p}
                      onChange={() => setPlacement(p)}
                    />
                    {PLACEMENT_LABELS[p]}
                  </label>
                ))}
              </fieldset>
            </>
          )}
        </section>
      </div>

      <section className="card card-body publish-action" aria-label="发布">
        <p className="publish-preview" aria-live="polite">
          {form && anchor
            ? describePlacement(form.name, anchor.resourceName, placement)
            : !form
              ? '请先选择要发布的表单。'
              : '请在导航树中选择一个节点。'}
        </p>
        <div className="toolbar">
          <button type="button" className="btn btn-primary" onClick={publish} disabled={!ready} aria-busy={busy}>
            {busy ? '发布中…' : '发布'}
          </button>
        </div>
        {busy && <ProgressBar label="正在发布" />}
      </section>

      {failure && (
        <section className="card card-body publish-failure" aria-labelledby="publish-failed">
          <h2 id="publish-failed" ref={resultRef} tabIndex={-1} className="publish-result__title">
            {failure.title}
          </h2>
          {failure.detail && (
            <p className="publish-refusal">
              <span className="muted">资源平台或服务器的原话：</span>
              <q>{failure.detail}</q>
            </p>
          )}
          <div className="toolbar">
            <button type="button" className="btn" onClick={tree.reload}>
              刷新导航树
            </button>
          </div>
        </section>
      )}
      {outcome.kind === 'done' && (
        <PublicationReport form={outcome.form} result={outcome.result} headingRef={resultRef} />
      )}
    </div>
  )
}
