import fc from 'fast-check'
import { expect, it } from 'vitest'
import { decodeStored, encodeStored, MAX_STORED_LENGTH } from './storedValue.ts'

const page = {
  items: [{ id: '1', title: 'Desk' }],
  totalElements: 1,
  totalPages: 1,
  pageNo: 0,
  pageSize: 15,
  hasNext: false,
  totalKnown: true,
  rawResponse: { content: [{ id: '1', title: 'Desk' }] },
}
const now = 1_700_000_100_000
const at = 1_700_000_000_000
const DAY = 86_400_000
const stored = encodeStored('1.0.0', at, 'page', page)

it.each<[string, string | null, unknown]>([
  ['nothing stored', null, undefined],
  ['a page of this buster, within maxAge', stored, { at, value: page }],
  ['another buster', encodeStored('0.9.0', at, 'page', page), 'drop'],
  ['a page older than maxAge', encodeStored('1.0.0', now - DAY - 1, 'page', page), 'drop'],
  ['a page exactly maxAge old', encodeStored('1.0.0', now - DAY, 'page', { ...page }), { at: now - DAY, value: page }],
  ['text that is not JSON', '{"buster":"1.0.0","at":1700000000000,"page":{', 'drop'],
  ['JSON of another shape', JSON.stringify({ page, buster: '1.0.0', at }), 'drop'],
  ['a value of another program', 'hello', 'drop'],
  ['a page without items', encodeStored('1.0.0', at, 'page', { ...page, items: 'x' }), 'drop'],
  ['a page with a text pageNo', encodeStored('1.0.0', at, 'page', { ...page, pageNo: '0' }), 'drop'],
  ['a page with a negative total', encodeStored('1.0.0', at, 'page', { ...page, totalElements: -1 }), 'drop'],
  ['a page without hasNext', encodeStored('1.0.0', at, 'page', { ...page, hasNext: undefined }), 'drop'],
  ['a blob read as a page', encodeStored('1.0.0', at, 'value', [1]), 'drop'],
  ['a value longer than the bound', `${stored.slice(0, -1)},"x":"${'x'.repeat(MAX_STORED_LENGTH)}"}`, 'drop'],
])('reads %s', (_, text, expected) => {
  expect(decodeStored(text, '1.0.0', 'page', DAY, now)).toEqual(expected)
})

it.each<[string, string, unknown]>([
  ['a blob, whatever its age', encodeStored('1.0.0', 1, 'value', { writes: [] }), { at: 1, value: { writes: [] } }],
  ['a blob of another buster', encodeStored('2.0.0', at, 'value', { writes: [] }), 'drop'],
  ['a blob with no value', JSON.stringify({ buster: '1.0.0', at }), 'drop'],
])('reads %s as a named value', (_, text, expected) => {
  expect(decodeStored(text, '1.0.0', 'value', Infinity, now)).toEqual(expected)
})

it('reads back any JSON value it wrote, under any buster', () => {
  fc.assert(
    fc.property(fc.string(), fc.nat({ max: now }), fc.jsonValue(), (buster, time, value) => {
      const read = decodeStored(encodeStored(buster, time, 'value', value), buster, 'value', Infinity, now)
      expect(read).toEqual({ at: time, value: JSON.parse(JSON.stringify(value)) })
    }),
  )
})
