import { expect, it } from 'vitest'
import { readMatching, type MatchingPage } from './readMatching.ts'

const records = Array.from({ length: 23 }, (_, i) => ({ id: `r${i + 1}` }))
const pages = (size: number) => (pageNo: number) => {
  const items = records.slice(pageNo * size, pageNo * size + size)
  return Promise.resolve<MatchingPage<{ id: string }>>({
    items,
    hasNext: (pageNo + 1) * size < records.length,
    totalElements: records.length,
    totalKnown: true,
  })
}

it('reads every page of the query, leaving out the excluded records, with progress after each page', async () => {
  const excluded = new Set(['r2', 'r12', 'r23'])
  const progress: string[] = []
  const rows = await readMatching({
    load: pages(10),
    skip: (r) => excluded.has(r.id),
    limit: 10_000,
    onProgress: (kept, expected) => progress.push(`${kept}/${expected}`),
  })
  expect(rows.map((r) => r.id)).toEqual(records.map((r) => r.id).filter((id) => !excluded.has(id)))
  expect(progress).toEqual(['9/22', '18/21', '20/20'])
})

it('stops at the limit', async () => {
  const asked: number[] = []
  const rows = await readMatching({
    load: (pageNo) => (asked.push(pageNo), pages(10)(pageNo)),
    limit: 15,
  })
  expect(rows).toHaveLength(15)
  expect(asked).toEqual([0, 1])
})

it('passes on a failed page read', async () => {
  await expect(readMatching({ load: () => Promise.reject(new Error('503 on page 0')), limit: 100 })).rejects.toThrow(
    '503 on page 0',
  )
})
