import { buildListQuery } from '../core/spring/buildListQuery.ts'
import { followableLink } from '../core/http/followableLink.ts'
import type { KeysetOptions, KeysetPaging } from '../core/engine/RestPageFeed.ts'

/**
 * Keyset paging for a feed (`useInfiniteRestPageApi`'s `keyset` option): the request sends `size`, the sort with the
 * key property appended (ascending) unless it already ends in it, and the cursor of the page after the last loaded
 * one (`cursorParam`); no `page`. The cursor is the last answer's `nextCursorField`, or the `cursorParam` of its HAL
 * `next` link (a `SlicedModel`), when the link is on the list's origin. A cursor longer than 4096 characters is not
 * sent.
 *
 * @example
 * useInfiniteRestPageApi<Product>('/api/products', [], { keyset: keysetPaging() })
 * // GET /api/products?size=10&sort=id,asc, then GET /api/products?size=10&sort=id,asc&cursor=S19bImph...
 */
export function keysetPaging({
  cursorParam = 'cursor',
  nextCursorField = 'nextCursor',
}: KeysetOptions = {}): KeysetPaging {
  return {
    param: cursorParam,
    cursorAfter(page, url) {
      const raw = page.rawResponse as Record<string, unknown> | null | undefined
      const given = raw && typeof raw == 'object' ? raw[nextCursorField] : undefined
      if (typeof given == 'string' && given && given.length <= 4096) return given
      const link = followableLink(url, page.links?.next)
      return (link && new URL(link, 'http://x').searchParams.get(cursorParam)) || undefined
    },
    request: (options, keyName) => ({
      ...options,
      // At once when the list's own transform answers at once, so the request line keys the feed's pages.
      transformListRequest(params, info) {
        const sorts =
          info.sorts.at(-1)?.property === keyName
            ? info.sorts
            : [...info.sorts, { property: keyName, direction: 'asc' as const }]
        const text = options.transformListRequest
          ? options.transformListRequest(params, { ...info, sorts })
          : buildListQuery(params, { ...info, sorts })
        return typeof text == 'string' ? withoutPage(text) : text.then(withoutPage)
      },
    }),
  }
}

/** A query string without its `page`. */
function withoutPage(text: string): string {
  const sent = new URLSearchParams(text.replace(/^\?/, ''))
  sent.delete('page')
  return sent.toString()
}
