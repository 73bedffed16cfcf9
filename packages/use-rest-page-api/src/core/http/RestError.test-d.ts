import { describe, expectTypeOf, it } from 'vitest'
import { isRestError, RestError, type ProblemDetail, type RestErrorKind } from '../../index.ts'
import { isRestError as isRestErrorOnServer } from '../../server/index.ts'

describe('isRestError and RestError.problem types', () => {
  it('narrows an unknown error to RestError, with or without a kind', () => {
    const error: unknown = new Error('x')
    if (isRestError(error)) expectTypeOf(error).toEqualTypeOf<RestError>()
    if (isRestError(error, 'notFound')) expectTypeOf(error.kind).toEqualTypeOf<RestErrorKind>()
    expectTypeOf(isRestErrorOnServer).toEqualTypeOf(isRestError)
  })

  it('takes only a kind of RestErrorKind', () => {
    // @ts-expect-error not a kind
    isRestError(new Error('x'), 'missing')
  })

  it('types problem as a ProblemDetail or undefined, its standard members typed and its extensions unknown', () => {
    const error = new RestError('x', { kind: 'invalid', method: 'POST', url: '/api/x', status: 400 })
    expectTypeOf(error.problem).toEqualTypeOf<ProblemDetail | undefined>()
    expectTypeOf(error.problem?.detail).toEqualTypeOf<string | undefined>()
    expectTypeOf(error.problem?.status).toEqualTypeOf<number | undefined>()
    expectTypeOf(error.problem?.errors).toEqualTypeOf<unknown>()
  })
})
