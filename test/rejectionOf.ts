import { expect } from 'vitest'

/**
 * What a promise rejects with, checked to be an instance of `type`. Fails the test when the promise resolves, so a
 * test of a failure cannot pass without one.
 */
export async function rejectionOf<TError>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => TError,
): Promise<TError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(type)
    return error as TError
  }
  throw new Error(`expected a rejection with ${type.name}`)
}
