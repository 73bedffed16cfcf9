import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

function List() {
  const list = useRestPageApi<{ id: string; title: string }>('/api/products', [{ id: 's', title: 'server' }], {
    syncToUrl: { prefix: 'p.' },
    defaultSearchParams: { title: '' },
  })
  return createElement(
    'ul',
    { 'data-loading': String(list.isLoading) },
    list.items.map((item) => createElement('li', { key: item.id }, item.title)),
  )
}

describe('useRestPageApi on the server', () => {
  it('renders the default value with no window and sends nothing', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(createElement(RestPageApiProvider, null, createElement(List)))
    expect(html).toContain('<li>server</li>')
    expect(api.lines()).toEqual([])
  })
})
