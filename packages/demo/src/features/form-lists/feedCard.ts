import type { ReactNode } from 'react'
import type { FormRecordRow } from './formRecord.ts'
import type { ListKindInfo } from './kinds.ts'
import { recordColumns } from './recordColumns.tsx'

/**
 * The fields a phone's card can show under its title: the list's columns but the title (the card's heading) and the
 * flow's name (the page's heading), in the list's order.
 */
export const feedCardChoices = (info: ListKindInfo) =>
  recordColumns(info).filter((c) => c.id !== 'bt' && c.id !== 'flowName')

/** The ids a card shows by default: the kinds table's `cardFields`. */
export const defaultCardFields = (info: ListKindInfo) => recordColumns(info, info.cardFields).map((c) => c.id)

/** What a card shows under its title for the chosen ids (unknown ids ignored): label and value pairs. */
export function feedCardFields(
  info: ListKindInfo,
  shown: readonly string[],
  row: FormRecordRow,
): [string, ReactNode][] {
  return feedCardChoices(info)
    .filter((c) => shown.includes(c.id))
    .map((c) => [c.header, c.cell?.(row) ?? (c.value(row) || '—')])
}

/** The fields a feed can be sorted by (the server's sorts, spec A: `cjsj`, `ddsj`), named as their columns. */
export const feedSortFields = (info: ListKindInfo) =>
  recordColumns(info)
    .filter((c) => c.sortable)
    .map((c) => ({ property: c.id, label: c.header }))
