/**
 * The address of a link a list may follow (a server's HAL `next` or `prev`): the link resolved against the list url,
 * when it is on the same origin; `undefined` otherwise (a link to another origin is never followed with the app's
 * credentials: the list computes the page instead). A relative list url gives a relative address, so the app's fetch
 * (a base url, a proxy) treats the link as it treats the list.
 *
 * @example
 * followableLink('/api/products', 'http://localhost/api/products?page=1&size=20') // '/api/products?page=1&size=20' (on http://localhost)
 * followableLink('/api/products', 'https://elsewhere.example/api/products?page=1') // undefined
 */
export function followableLink(listUrl: string, href: string | undefined): string | undefined {
  if (!href) return undefined
  try {
    const list = new URL(listUrl, typeof location == 'undefined' ? 'http://localhost/' : location.href)
    const link = new URL(href, list)
    if (link.origin !== list.origin) return undefined
    return /^[a-z][a-z\d+.-]*:/i.test(listUrl) ? link.href : link.pathname + link.search
  } catch {
    return undefined
  }
}
