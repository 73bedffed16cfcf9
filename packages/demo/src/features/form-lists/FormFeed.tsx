import { useCallback } from 'react'
import { FeedFrame } from '../lists/FeedFrame.tsx'
import { useFeedPage } from '../lists/useFeedPage.ts'
import { filterKeysOf } from './FormListFilters.tsx'
import type { FormRecordRow } from './formRecord.ts'
import { FormListLayout, useFormListPage, type FormListPlace } from './FormListLayout.tsx'
import { listOptions } from './listOptions.ts'
import { cardFields } from './recordColumns.tsx'
import { useReloadAfterSignIn } from './useReloadAfterSignIn.ts'

/**
 * A to-do or query list on a phone: the same page as the table (heading, filters, drawer, 办理), its records a feed
 * of cards that loads more as it scrolls, each card showing what the kinds table names for it.
 */
export function FormFeed(place: FormListPlace) {
  const { info, formId } = place
  const page = useFormListPage()
  const model = useFeedPage<FormRecordRow>({
    url: `/api/forms/${encodeURIComponent(formId)}/${info.endpoint}`,
    options: listOptions(info, formId),
    filterKeys: filterKeysOf(info),
    viewKey: `${info.kind}:${formId}`,
    viewFallbackKey: info.kind,
  })
  useReloadAfterSignIn(model.feed.isError, model.feed.reload)
  const { get } = model.feed
  const read = useCallback((id: string) => get(id, false), [get])
  return (
    <FormListLayout
      {...place}
      page={page}
      filters={model.filters}
      items={model.feed.items}
      total={model.feed.pagination.totalElements}
      read={read}
    >
      <FeedFrame
        model={model}
        name={info.listName}
        emptyTitle={info.emptyTitle}
        emptyHint={info.emptyHint}
        card={(row) => (
          <>
            <button
              type="button"
              className="btn btn-link feed-card__title"
              data-primary
              onClick={() => page.drawer.open(row.id)}
            >
              {row.bt}
            </button>
            <dl className="feed-card__meta">
              {cardFields(info, row).map(([term, value]) => (
                // A <div> a pair: the one wrapper a <dl> may hold.
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      />
    </FormListLayout>
  )
}
