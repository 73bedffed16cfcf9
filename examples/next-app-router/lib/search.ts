/** What a page's `searchParams` prop resolves to. */
export type SearchParams = Record<string, string | string[] | undefined>

/** A page's `searchParams` prop as the query string the lists read (`?a=1&b=2`, a repeated key once per value). */
export function searchOf(params: SearchParams): string {
  const search = new URLSearchParams()
  for (const [key, values] of Object.entries(params))
    for (const value of [values ?? []].flat()) search.append(key, value)
  return `?${search}`
}
