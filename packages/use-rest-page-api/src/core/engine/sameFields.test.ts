import { expect, it } from 'vitest'
import { sameFields } from './sameFields.ts'

// A render whose options compare equal derives nothing again, so equal must mean "the list would do the same".
it('compares values by Object.is, an absent key as undefined', () => {
  const transform = () => ({})
  expect(sameFields({ pageSize: 10, transform }, { pageSize: 10, transform, keyName: undefined })).toBe(true)
  expect(sameFields({ refreshInterval: NaN }, { refreshInterval: NaN })).toBe(true)
  expect(sameFields({ pageSize: 10 }, { pageSize: 20 })).toBe(false)
  expect(sameFields({}, { retry: 0 })).toBe(false)
  expect(sameFields({ transform }, { transform: () => ({}) })).toBe(false)
})
