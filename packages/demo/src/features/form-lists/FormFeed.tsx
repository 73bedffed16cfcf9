import { useCallback, useMemo } from 'react'
import { keysetPaging } from 'use-rest-page-api/keyset'
import { ExportPanel } from '../../shared/lists/export/ExportPanel.tsx'
import { FeedFrame } from '../../shared/lists/feed/FeedFrame.tsx'
import { FeedSettings } from '../../shared/lists/feed/FeedSettings.tsx'
import { FeedSort } from '../../shared/lists/feed/FeedSort.tsx'
import { useFeedPage } from '../../shared/lists/feed/useFeedPage.ts'
import { defaultCardFields, feedCardChoices, feedCardFields, feedSortFields } from './feedCard.ts'
import type { FormRecordRow } from './formRecord.ts'
import { FormListLayout, useFormListPage, type FormListPlace } from './FormListLayout.tsx'
import { filterKeysOf, formList, listOptions } from './listOptions.ts'
import { csvColumns, recordColumns } from './recordColumns.tsx'
import { useReloadAfterSignIn } from './useReloadAfterSignIn.ts'

/** Keyset paging for every feed (issue 24): a row arriving or leaving above never shifts the next page. */
const KEYSET = keysetPaging()

/**
 * A to-do or query list on a phone: the same page as the table (heading, filters, drawer, 办理), its records a feed
 * of cards paged by cursor that loads more as it scrolls, with "n new" when records arrive above it, 排序, 导出 and
 * 显示设置 (the card's fields, density).
 */
export function FormFeed(place: FormListPlace) {
  const { info, formId, form } = place
  const page = useFormListPage()
  // The table's definition: on a phone the same list, paged by cursor.
  const definition = useMemo(() => formList(info, formId), [info, formId])
  const { url } = definition
  const model = useFeedPage<FormRecordRow>({
    list: definition,
    feedOptions: { keyset: KEYSET },
    filterKeys: filterKeysOf(info),
    viewKey: `${info.kind}:${formId}`,
  })
  const { feed, settings } = model
  useReloadAfterSignIn(feed.isError, feed.reload)
  const { get } = feed
  const read = useCallback((id: string) => get(id, { updateItems: false }), [get])
  const shown = settings.fields ?? defaultCardFields(info)
  // What a row is called in "n new": a to-do where rows are acted on, else a record.
  const rowNoun = info.actionable ? '待办' : '记录'
  return (
    <FormListLayout
      {...place}
      page={page}
      filters={model.filters}
      items={feed.items}
      total={feed.pagination.totalKnown ? feed.pagination.totalElements : feed.items.length}
      read={read}
    >
      <FeedFrame
        model={model}
        name={info.listName}
        emptyTitle={info.emptyTitle}
        emptyHint={info.emptyHint}
        rowNoun={rowNoun}
        toolbar={
          <>
            <FeedSort
              fields={feedSortFields(info)}
              sorts={feed.pagination.sorts}
              onSort={(sort, label) =>
                void feed.sortWith([sort]).then((shownPage) => {
                  if (shownPage) page.status.say(`已按${label.replace(' · ', '排序，')}。`)
                })
              }
            />
            <ExportPanel
              query={{
                url,
                searchParams: feed.searchParams,
                sorts: feed.pagination.sorts,
                transforms: listOptions(info, formId),
              }}
              // The file a desktop's 导出全部 gives: every column of the list (a card shows only a few).
              columns={csvColumns(
                info,
                recordColumns(info).map((c) => c.id),
              )}
              fileName={`${form?.name ?? '表单'}-${info.listName}`}
              disabled={feed.items.length === 0}
            />
            <FeedSettings
              fields={feedCardChoices(info).map((c) => ({ id: c.id, label: c.header }))}
              shown={shown}
              settings={settings}
            />
          </>
        }
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
              {feedCardFields(info, shown, row).map(([term, value]) => (
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
