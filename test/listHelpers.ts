import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** Waits until a rendered list has no load in flight. */
export const settled = (result: { current: { isLoading: boolean } }) =>
  waitFor(() => expect(result.current.isLoading).toBe(false))

/**
 * Runs a call inside act and returns what it rejected with; fails when it resolves. act itself must not reject:
 * React 18 stops flushing after.
 */
export async function rejection(call: () => Promise<unknown>): Promise<Error> {
  let caught: unknown
  await act(async () => {
    try {
      await call()
    } catch (error) {
      caught = error
    }
  })
  if (caught === undefined) throw new Error('expected a rejection')
  return caught as Error
}

/** The ids of some records, in order. */
export const ids = (items: readonly { id: string }[]) => items.map((item) => item.id)
