import { expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'

setupMockApi({ spring: { oneIndexed: true, shapes: { products: 'pagedModel' } } })

it('reads page=1 as the first page and writes number from 0, in the shape it is told', async () => {
  const res = await fetch(`${ORIGIN}/api/products?page=2&size=10`, { headers: { 'sinoform-current-user-id': '1' } })
  const body = (await res.json()) as { content: { id: string }[]; page: { number: number; size: number } }
  expect(body.page).toMatchObject({ number: 1, size: 10 })
  expect(body.content[0]?.id).toBe('11')
})
