import { describe, expectTypeOf, it } from 'vitest'
import type { RestError } from '../core/http/RestError.ts'
import { useRestResource, type RestResource } from '../index.ts'

interface Form {
  id: string
  name: string
}

describe('useRestResource types', () => {
  it('types the data with the type given, undefined until it is there', () => {
    const form = useRestResource<Form>('/api/forms/7')
    expectTypeOf(form).toEqualTypeOf<RestResource<Form>>()
    expectTypeOf(form.data).toEqualTypeOf<Form | undefined>()
    expectTypeOf(form.error).toEqualTypeOf<RestError | Error | undefined>()
    expectTypeOf(form.reload).returns.toEqualTypeOf<Promise<void>>()
  })

  it('takes a url or null, and its own reload options only', () => {
    useRestResource<Form>(null)
    useRestResource<Form>('/api/forms/7', { revalidateOnFocus: true, retry: false })
    // @ts-expect-error a url is a string or null
    useRestResource<Form>(undefined)
    // @ts-expect-error a resource has no page size
    useRestResource<Form>('/api/forms/7', { pageSize: 5 })
  })
})
