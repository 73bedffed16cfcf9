import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppUrlLink, isAppUrl } from './AppUrlLink.tsx'

describe('isAppUrl', () => {
  it.each([
    '/sinoform/draftList/61dd8ac8f4e0f1a6c0a1b2c3',
    '/sinoform/app/1/home/form/2/todo-list?record=3#top',
    '/sinoform/searchList/%E5%87%BA%E5%B7%AE',
  ])('takes %s, a path of the app', (url) => {
    expect(isAppUrl(url)).toBe(true)
  })

  it.each([
    '/sinoform/../..//evil.example/x',
    '/sinoform/../admin',
    '/sinoform/%2e%2e/%2E%2E//evil.example',
    '/sinoform/./x/../../y',
    '/sinoform//evil.example/x',
    '/sinoform/a%zz',
    '//evil.example/sinoform/x',
    'https://evil.example/sinoform/x',
    'javascript:alert(1)//sinoform/',
    '/sinoform/x\\..\\..\\evil',
    '/sinoform/ x',
    '',
    `/sinoform/${'a'.repeat(3000)}`,
  ])('refuses %s', (url) => {
    expect(isAppUrl(url)).toBe(false)
  })
})

describe('AppUrlLink', () => {
  const renderLink = (url: string) =>
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <AppUrlLink url={url} /> }], { initialEntries: ['/'] })}
      />,
    )

  it('links a path of the app', () => {
    renderLink('/sinoform/todoList/1')
    expect(screen.getByRole('link', { name: '/sinoform/todoList/1' }).getAttribute('href')).toBe('/sinoform/todoList/1')
  })

  it('shows a path that resolves elsewhere as text, never a link', () => {
    renderLink('/sinoform/../..//evil.example/x')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('/sinoform/../..//evil.example/x')).toBeTruthy()
  })
})
