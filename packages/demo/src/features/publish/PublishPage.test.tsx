import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { here, renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
// The whole app loads (lazy routes, sign-in) on two cores shared by several workers: allow more than a second.
configure({ asyncUtilTimeout: 5000 })
const open = () => renderApp('/publish')
const form = (name: string) => api.db.forms.find((f) => f.name === name)!
/** After a publish the page reads the tree and the forms again: let that finish, so it cannot reach the next test. */
const settled = () =>
  waitFor(() => {
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
  })

// Rendering the whole payload and tree is slow on a busy machine.
describe('PublishPage', { timeout: 20_000 }, () => {
  it('publishes the chosen form as a child of the chosen node and shows the payload, the id and the tree', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('radio', { name: /出差申请/ }))
    const tree = await screen.findByRole('tree', { name: '导航资源' })
    expect(screen.getByRole('button', { name: '发布' })).toHaveProperty('disabled', true)
    await user.click(within(tree).getByText('发文'))
    expect(screen.getByText('「出差申请」将成为「发文」的子节点，排在最后。')).toBeTruthy()
    api.clear()
    await user.click(screen.getByRole('button', { name: '发布' }))

    const heading = await screen.findByRole('heading', { name: '已发布「出差申请」' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const sent = (await api.requests()).find((r) => r.method === 'POST')!
    expect(sent.path).toBe(`/api/forms/${form('出差申请').id}/publications`)
    expect(sent.body).toEqual({ position: { order: 'child', resourceId: expect.stringMatching(/^4028/) } })
    const chosen = (sent.body as { position: { resourceId: string } }).position.resourceId
    expect(api.db.resources.nodes.get(chosen)?.resourceName).toBe('发文')
    expect(screen.getByTestId('resource-id').textContent).toBe(form('出差申请').resourceId)
    expect(screen.getByText(/已把资源树推送给接收方/)).toBeTruthy()

    const payload = screen.getByRole('group', { name: '发布载荷' })
    const draftList = `/sinoform/draftList/${form('出差申请').id}`
    expect(within(payload).getByRole('link', { name: draftList }).getAttribute('href')).toBe(draftList)
    const received = screen.getByRole('list', { name: '接收方收到的资源树' })
    const appHome = `/sinoform/app/${api.db.apps[0]!.id}/home`
    expect(within(received).getByRole('link', { name: appHome })).toBeTruthy()
    expect(within(received).getAllByRole('link').length).toBeGreaterThanOrEqual(10)
    await user.click(within(received).getByRole('link', { name: appHome }))
    await waitFor(() => expect(here()).toBe(appHome))
  })

  it('sends before and after as chosen', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('radio', { name: /借阅记录/ }))
    await user.click(within(await screen.findByRole('tree')).getByText('会议'))
    await user.click(screen.getByRole('radio', { name: '放在它前面' }))
    api.clear()
    await user.click(screen.getByRole('button', { name: '发布' }))
    await screen.findByRole('heading', { name: '已发布「借阅记录」' })
    const sent = (await api.requests()).find((r) => r.method === 'POST')!
    expect(sent.body).toMatchObject({ position: { order: 'before' } })
    await settled()
  })

  it('shows the resource platform refusal in its own words, and says the form was not published', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('radio', { name: /印章申请/ }))
    const tree = await screen.findByRole('tree')
    await user.click(within(tree).getByText('收文'))
    // Someone deletes the node on the platform after the tree was loaded: the platform refuses the release.
    const node = [...api.db.resources.nodes.values()].find((n) => n.resourceName === '收文')!
    api.db.resources.nodes.delete(node.resourceId)
    await user.click(screen.getByRole('button', { name: '发布' }))
    const heading = await screen.findByRole('heading', { name: '资源平台拒绝了这次发布，什么都没有改变。' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(/is not a resource/)).toBeTruthy()
    expect(form('印章申请').resourceId).toBeNull()
  })

  it('shows the refusal when a published form is placed inside its own resource, and keeps the form where it was', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('radio', { name: /出差申请/ }))
    await user.click(within(await screen.findByRole('tree')).getByText('发文'))
    await user.click(screen.getByRole('button', { name: '发布' }))
    await screen.findByRole('heading', { name: '已发布「出差申请」' })
    const resourceId = form('出差申请').resourceId
    // The tree reloads after a publication: the form's own resources appear under it.
    await user.click(await within(await screen.findByRole('tree')).findByText('草稿'))
    await user.click(screen.getByRole('button', { name: '发布' }))
    expect(await screen.findByRole('heading', { name: '资源平台拒绝了这次发布，什么都没有改变。' })).toBeTruthy()
    expect(screen.getByText(/lies inside the form's own resource/)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: '已发布「出差申请」' })).toBeNull()
    expect(form('出差申请').resourceId).toBe(resourceId)
    const parent = api.db.resources.nodes.get(api.db.resources.nodes.get(resourceId!)!.resourcePid)
    expect(parent?.resourceName).toBe('发文')
    await settled()
  })

  it('is busy while publishing: the button says so and cannot be pressed twice', async () => {
    const user = userEvent.setup()
    api.controls.latencyMs = 300
    await open()
    await user.click(await screen.findByRole('radio', { name: /请假申请/ }))
    await user.click(within(await screen.findByRole('tree')).getByText('会议'))
    api.clear()
    await user.click(screen.getByRole('button', { name: '发布' }))
    const busy = screen.getByRole('button', { name: '发布中…' })
    expect(busy).toHaveProperty('disabled', true)
    expect(screen.getByRole('progressbar', { name: '正在发布' })).toBeTruthy()
    await screen.findByRole('heading', { name: '已发布「请假申请」' }, { timeout: 3000 })
    expect((await api.requests()).filter((r) => r.method === 'POST')).toHaveLength(1)
    await settled()
  })

  it('says why the navigation could not load and retries', async () => {
    const user = userEvent.setup()
    api.controls.failNext('GET', '/api/navigation-resources', 500)
    await open()
    expect(await screen.findByText('服务器暂时出了问题')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('tree')).toBeTruthy()
  })
})
