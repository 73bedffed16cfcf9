import { describe, expect, it } from 'vitest'
import { listKey } from '../store/listKey.ts'
import { collectionsOf, resourceKey } from './resourceKey.ts'

describe('resource keys', () => {
  it.each([
    ['/api/forms/7', ['/api/forms/7', '/api/forms', '/api']],
    ['/api/forms/7?view=full', ['/api/forms/7', '/api/forms', '/api']],
    ['/api/departments?size=1000', ['/api/departments', '/api']],
    ['/api/forms/', ['/api/forms/', '/api/forms', '/api']],
    ['api/forms/7', ['api/forms/7', 'api/forms', 'api']],
    [
      'https://host:8080/api/forms/7',
      ['https://host:8080/api/forms/7', 'https://host:8080/api/forms', 'https://host:8080/api'],
    ],
    ['https://host', ['https://host']],
    ['/', ['/']],
  ])('puts %s under the collections %j', (url, collections) => {
    expect(collectionsOf(url)).toEqual(collections)
  })

  it.each([
    ['/api/forms/7', '/api/form', false],
    ['/api/forms/7', '/api/forms/7/records', false],
    ['/api/forms7', '/api/forms', false],
    ['/api/forms/7', '/api/forms', true],
  ])('says whether %s is under %s: %s', (url, collection, under) => {
    expect(collectionsOf(url).includes(collection)).toBe(under)
  })

  it('never gives a resource the key of a list, whatever the url', () => {
    for (const url of ['/api/forms', '["/api/forms"]', '', '?page=0'])
      expect(resourceKey(url)).not.toBe(listKey(url, { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }, {}))
    expect(resourceKey('["/api/forms"]').startsWith('["')).toBe(false)
  })
})
