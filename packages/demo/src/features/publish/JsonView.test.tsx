import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { JsonView } from './JsonView.tsx'

describe('JsonView', () => {
  it('shows keys and values as text, opens the first levels and counts what a block holds', () => {
    const { container } = render(
      <JsonView
        label="载荷"
        value={{ title: '<b>出差</b>', n: 1, ok: true, none: null, list: [{ deep: { x: 1 } }] }}
      />,
    )
    expect(screen.getByRole('group', { name: '载荷' }).textContent).toContain('"<b>出差</b>"')
    expect(container.querySelector('b')).toBeNull()
    const blocks = container.querySelectorAll('details')
    expect([...blocks].map((d) => d.open)).toEqual([true, true, false, false])
    expect(screen.getByText('5 个字段')).toBeTruthy()
    expect(screen.getByText('1 项')).toBeTruthy()
  })

  it('starts the listed keys closed', () => {
    const { container } = render(
      <JsonView label="载荷" openDepth={3} closedKeys={['roles']} value={{ roles: [{ a: 1 }], pages: [{ b: 2 }] }} />,
    )
    expect([...container.querySelectorAll('details')].map((d) => d.open)).toEqual([true, false, true, true, true])
  })

  it('lets the caller render strings, for links', () => {
    render(
      <JsonView
        label="载荷"
        value={{ url: '/sinoform/x', name: 'y' }}
        renderString={(key, v) => (key === 'url' ? <a href={v}>{v}</a> : undefined)}
      />,
    )
    expect(screen.getByRole('link', { name: '/sinoform/x' }).getAttribute('href')).toBe('/sinoform/x')
    expect(screen.getByText('"y"')).toBeTruthy()
  })
})
