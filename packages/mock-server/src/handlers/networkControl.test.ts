import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHandlers } from '../createHandlers.ts'
import { defaultReceiverPath } from './receiver.ts'
import { defaultResourceServiceConfig } from './resourceService.ts'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'

const api = setupMockApi()
const asAdmin = { 'sinoform-current-user-id': '1' }
const setNetwork = (network: unknown) =>
  fetch(`${ORIGIN}/mock-controls/network`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ network }),
  })

describe('the network cut (controls.network)', () => {
  it('fails every REST, resource-service and receiver request as a network error while offline', async () => {
    api.controls.network = 'offline'
    const addresses = [
      `${ORIGIN}/api/products`,
      `${ORIGIN}/api/forms/${api.db.forms[0]?.id}/todos`,
      `${ORIGIN}${defaultResourceServiceConfig['url.get-send-resource-url']}`,
      `${ORIGIN}${defaultReceiverPath}`,
    ]
    for (const address of addresses)
      await expect(fetch(address, { headers: asAdmin }), address).rejects.toThrow(TypeError)
  })

  it('leaves alone a request that is not the mock’s, whose path merely holds /api/ (a dev server’s module)', async () => {
    // Vite's dev server serves the app's modules by their source path, /src/shared/api/useApi.ts among them: the
    // pattern */api/* matches it, but it is no request to the REST API, and failing it broke the app's offline reload.
    const mock = createHandlers()
    mock.controls.network = 'offline'
    const module = new Request('http://127.0.0.1:5173/src/shared/api/useApi.ts')
    expect(await getResponse(mock.handlers, module)).toBeUndefined()
    const list = await getResponse(mock.handlers, new Request('http://127.0.0.1:5173/api/products'))
    expect(list?.type).toBe('error')
    mock.controls.network = 'online'
    mock.controls.latencyMs = 0
    const faulty = new Request('http://127.0.0.1:5173/src/shared/api/useApi.ts', { headers: { 'x-mock-fault': '500' } })
    expect(await getResponse(mock.handlers, faulty)).toBeUndefined()
  })

  it('answers again once online, with the writes made before the cut and none of the refused ones', async () => {
    const count = api.db.products.length
    api.controls.network = 'offline'
    await expect(
      fetch(`${ORIGIN}/api/products`, {
        method: 'POST',
        headers: { ...asAdmin, 'Content-Type': 'application/json' },
        body: '{"title":"offline","price":"1.00"}',
      }),
    ).rejects.toThrow(TypeError)
    expect(api.db.products).toHaveLength(count)
    api.controls.network = 'online'
    const res = await fetch(`${ORIGIN}/api/products?size=1`, { headers: asAdmin })
    expect(res.status).toBe(200)
    expect((await res.json()).totalElements).toBe(count)
  })

  it('is switched by PUT /mock-controls/network, which answers while offline', async () => {
    expect(await (await setNetwork('offline')).json()).toEqual({ network: 'offline' })
    expect(api.controls.network).toBe('offline')
    await expect(fetch(`${ORIGIN}/api/products`, { headers: asAdmin })).rejects.toThrow(TypeError)
    expect(await (await fetch(`${ORIGIN}/mock-controls/network`)).json()).toEqual({ network: 'offline' })
    expect((await setNetwork('online')).status).toBe(200)
    expect((await fetch(`${ORIGIN}/api/products`, { headers: asAdmin })).status).toBe(200)
  })

  it.each([['down'], [null], [undefined]])(
    'refuses %j with a 400 naming the field, and stays online',
    async (value) => {
      const res = await setNetwork(value)
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toEqual([{ field: 'network', message: expect.stringContaining('"online"') }])
      expect(api.controls.network).toBe('online')
    },
  )

  it('tells watchers of each change, once, and reset() restores online', () => {
    const heard: string[] = []
    const stop = api.controls.watchNetwork((state) => heard.push(state))
    api.controls.network = 'offline'
    api.controls.network = 'offline'
    api.reset()
    stop()
    api.controls.network = 'offline'
    expect(heard).toEqual(['offline', 'online'])
    expect(() => {
      ;(api.controls as { network: string }).network = 'down'
    }).toThrow(/\[form-mock-server\] controls.network is 'online' or 'offline'/)
  })
})
