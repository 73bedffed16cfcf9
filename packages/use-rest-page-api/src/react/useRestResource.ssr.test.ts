import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestResource } from './useRestResource.ts'

const api = setupMockApi({ auth: false })

function Form({ url }: { url: string | null }) {
  const form = useRestResource<{ name: string }>(url)
  return createElement('p', { 'data-loading': String(form.isLoading) }, form.data?.name ?? 'none')
}

describe('useRestResource on the server', () => {
  it('renders a url as loading and null as nothing, sending nothing', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      createElement(
        RestPageApiProvider,
        null,
        createElement(Form, { url: 'http://localhost:3000/api/forms/1' }),
        createElement(Form, { url: null }),
      ),
    )
    expect(html).toBe('<p data-loading="true">none</p><p data-loading="false">none</p>')
    expect(api.lines()).toEqual([])
  })
})
