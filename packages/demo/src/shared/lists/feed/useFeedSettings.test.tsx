import { act, renderHook } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import { feedStorageKey, readFeedSettings, useFeedSettings } from './useFeedSettings.ts'

beforeEach(() => localStorage.clear())

it.each([
  ['nothing stored', null, { fields: null, density: 'comfortable' }],
  ['not JSON', '{oops', { fields: null, density: 'comfortable' }],
  ['not an object', '7', { fields: null, density: 'comfortable' }],
  [
    'fields and density',
    '{"fields":["ddsj","zbbmName"],"density":"compact"}',
    { fields: ['ddsj', 'zbbmName'], density: 'compact' },
  ],
  ['fields that are not strings', '{"fields":["ddsj",3,null]}', { fields: ['ddsj'], density: 'comfortable' }],
  ['an unknown density', '{"fields":"ddsj","density":"tiny"}', { fields: null, density: 'comfortable' }],
])('reads back %s as what is well formed', (_, stored, expected) => {
  if (stored !== null) localStorage.setItem(feedStorageKey('todo'), stored)
  expect(readFeedSettings('todo')).toEqual(expected)
})

it('remembers the choices per list, apart from the table’s, and forgets them on reset', () => {
  const { result } = renderHook(() => useFeedSettings('todo'))
  act(() => result.current.setFields(['cjrName']))
  act(() => result.current.setDensity('compact'))
  expect(JSON.parse(localStorage.getItem('sinoform:feed-view:todo')!)).toEqual({
    fields: ['cjrName'],
    density: 'compact',
  })
  expect(localStorage.getItem('sinoform:list-view:todo')).toBeNull()
  expect(readFeedSettings('search')).toEqual({ fields: null, density: 'comfortable' })
  act(() => result.current.reset())
  expect(result.current.fields).toBeNull()
  expect(localStorage.getItem('sinoform:feed-view:todo')).toBeNull()
})
