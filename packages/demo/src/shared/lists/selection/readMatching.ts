/** What `readMatching` needs of a page of the list: its records, whether another follows, and the total when known. */
export interface MatchingPage<TRow> {
  items: readonly TRow[]
  hasNext: boolean
  totalElements: number
  totalKnown: boolean
}

export interface ReadMatchingOptions<TRow> {
  /** Reads one page of the query (zero-based), as the list reads it. */
  load: (pageNo: number) => Promise<MatchingPage<TRow>>
  /** Records left out (the selection's exclusions). Default: none. */
  skip?: ((row: TRow) => boolean) | undefined
  /** Most records read. */
  limit: number
  /** After every page: records kept so far, and how many to expect. Default: none. */
  onProgress?: ((kept: number, expected: number) => void) | undefined
}

/**
 * Reads every record a list query matches, page after page, leaving out the ones `skip` names: what 选择全部匹配记录
 * acts on (a bulk delete reads them all before it deletes one, so the pages do not shift under it).
 *
 * @example
 * const rows = await readMatching({ load: (pageNo) => loadListPage(settings, url, { ...query, pageNo }), skip: (r) => excluded.has(r.id), limit: 10_000 })
 */
export async function readMatching<TRow>({ load, skip, limit, onProgress }: ReadMatchingOptions<TRow>) {
  const rows: TRow[] = []
  let skipped = 0
  for (let pageNo = 0; rows.length < limit; pageNo++) {
    const page = await load(pageNo)
    for (const row of page.items)
      if (skip?.(row)) skipped++
      else rows.push(row)
    const expected = page.totalKnown ? Math.max(page.totalElements - skipped, rows.length) : rows.length
    onProgress?.(Math.min(rows.length, limit), Math.min(expected, limit))
    if (!page.hasNext || page.items.length === 0) break
  }
  return rows.slice(0, limit)
}
