import { configure, screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const appUrl = (segment: string, query = '') =>
  `/sinoform/app/${api.db.apps[0]!.id}/home/form/${form().id}/${segment}${query}`
/** The lines of the requests the mock received after the sign-in, the tab counts' (`size=1`) left out. */
const afterSignIn = () =>
  api
    .lines()
    .slice(api.lines().findIndex((line) => line === 'POST /api/sessions') + 1)
    .filter((line) => !line.includes('size=1&'))

it('asks for a list page before the page renders: its request goes first, once, as the table asks for it', async () => {
  await renderApp(appUrl('search-list', '?page=1&btContains=出差&sort=cjsj'))
  const table = await screen.findByRole('table')
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'))
  const lists = afterSignIn().filter((line) => line.startsWith(`GET /api/forms/${form().id}/records?`))
  // The address's page, size, sort and filter, read as the table reads them: one request, not a second one.
  expect(lists).toEqual([`GET /api/forms/${form().id}/records?btContains=出差&size=15&page=1&sort=cjsj`])
  expect(afterSignIn()[0]).toBe(lists[0])
})

it('asks for nothing before a page that is not a list', async () => {
  await renderApp(`/sinoform/app/${api.db.apps[0]!.id}/home`)
  await screen.findByRole('heading', { level: 1 })
  expect(afterSignIn()[0]).not.toMatch(/\/records\?|\/todos\?|\/drafts\?|\/dones\?/)
})
