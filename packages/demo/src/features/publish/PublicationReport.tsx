import type { Ref } from 'react'
import { AppUrlLink, isAppUrl } from '../apps/AppUrlLink.tsx'
import type { FormSummary } from '../apps/appTypes.ts'
import { describeNotification } from './describePublication.ts'
import { JsonView } from './JsonView.tsx'
import type { PublicationResult } from './publicationTypes.ts'
import { PublishTreeView } from './PublishTreeView.tsx'

/** A url in a payload as a link into the app; every other string as quoted text. */
const linkUrls = (key: string, value: string) =>
  (key === 'url' || key === 'iconUrl') && isAppUrl(value) ? (
    <>
      "<AppUrlLink url={value} />"
    </>
  ) : undefined

export interface PublicationReportProps {
  form: FormSummary
  result: PublicationResult
  /** Receives focus when the report appears. */
  headingRef?: Ref<HTMLHeadingElement>
}

/** What a publication did: the resource id, the release payload sent (B9) and the tree the receiver got (C). */
export function PublicationReport({ form, result, headingRef }: PublicationReportProps) {
  const pages = result.payload.position.resources
  return (
    <section className="card card-body publish-result" aria-labelledby="publish-done">
      <h2 id="publish-done" ref={headingRef} tabIndex={-1} className="publish-result__title">
        已发布「{form.name}」
      </h2>
      <dl className="kv publish-facts">
        <dt>资源 ID</dt>
        <dd>
          <code data-testid="resource-id">{result.resourceId}</code>
        </dd>
        <dt>表单页面</dt>
        <dd>
          {pages.length > 0 ? (
            <ul className="publish-pages">
              {pages.map((p) => (
                <li key={p.code}>
                  <AppUrlLink url={p.url}>{p.name}</AppUrlLink>
                </li>
              ))}
            </ul>
          ) : (
            <AppUrlLink url={result.payload.position.url || result.payload.url} />
          )}
        </dd>
        <dt>接收方</dt>
        <dd>{describeNotification(result.notification)}</dd>
      </dl>

      <h3 className="publish-result__sub">发送给资源平台的发布载荷（B9）</h3>
      <JsonView
        label="发布载荷"
        value={result.payload}
        openDepth={3}
        closedKeys={['rlsyConfig']}
        renderString={linkUrls}
      />

      <h3 className="publish-result__sub">接收方收到的资源树（C）</h3>
      <PublishTreeView tree={result.tree} label="接收方收到的资源树" />
      <details className="publish-raw">
        <summary>资源树的原始 JSON</summary>
        <JsonView label="资源树 JSON" value={result.tree} openDepth={1} renderString={linkUrls} />
      </details>
    </section>
  )
}
