import { configure, screen, waitFor } from '@testing-library/react'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { routes } from './routes.tsx'
import { here, renderApp } from '../testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })

describe('the routes', { timeout: 20_000 }, () => {
  it.each([
    ['/products', 'products'],
    ['/publish', 'publish'],
    ['/sinoform/draftList/f1', 'sinoform/draftList/:formId'],
    ['/sinoform/todoList/f1', 'sinoform/todoList/:formId'],
    ['/sinoform/doneList/f1', 'sinoform/doneList/:formId'],
    ['/sinoform/searchList/f1', 'sinoform/searchList/:formId'],
    ['/sinoform/app/a1/home', 'sinoform/app/:appId/home'],
    ['/sinoform/app/a1/home/form/f1', 'sinoform/app/:appId/home/form/:formId'],
    ['/sinoform/app/a1/home/form/f1/draft-list', 'sinoform/app/:appId/home/form/:formId/draft-list'],
    ['/sinoform/app/a1/home/form/f1/todo-list', 'sinoform/app/:appId/home/form/:formId/todo-list'],
    ['/sinoform/app/a1/home/form/f1/done-list', 'sinoform/app/:appId/home/form/:formId/done-list'],
    ['/sinoform/app/a1/home/form/f1/search-list', 'sinoform/app/:appId/home/form/:formId/search-list'],
    ['/sinoform/app/a1/home/form/f1/no-flow-list', 'sinoform/app/:appId/home/form/:formId/no-flow-list'],
    ['/sinoform/app/a1/home/group/g1', 'sinoform/app/:appId/home/group/:groupId'],
    ['/sinoform/app/a1/home/dashboard/d1', 'sinoform/app/:appId/home/dashboard/:dashboardId'],
    ['/sinoform/nothing', '*'],
  ])('routes %s to %s', (url, path) => {
    expect(matchRoutes(routes, url)?.at(-1)?.route.path).toBe(path)
  })

  it('opens the home of 国际合作 at /, replacing the address', async () => {
    const length = window.history.length
    await renderApp('/')
    await waitFor(() => expect(here()).toBe(`/sinoform/app/${api.db.apps[0]!.id}/home`))
    expect(window.history.length).toBe(length)
  })

  it('says a page does not exist, with a way home', async () => {
    await renderApp('/sinoform/nothing')
    expect(await screen.findByText('页面不存在')).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/')
  })
})
