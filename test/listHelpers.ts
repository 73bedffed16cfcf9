import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** Waits until a rendered list has no load in flight or due (background reloads included). */
export const settled = (result: { current: { isFetching: boolean } }) =>
  waitFor(() => expect(result.current.isFetching).toBe(false))

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

/**
 * Expects a render to throw `message`, keeping React's own report of that error (React 18 logs "The above error
 * occurred…" through console.error) out of the test output, so a real warning stands out. Any other console.error
 * during the render fails the test.
 */
export function expectRenderToThrow(renderIt: () => unknown, message: RegExp): void {
  const logged: unknown[][] = []
  const original = console.error
  console.error = (...args: unknown[]) => void logged.push(args)
  // React 18 rethrows a render error inside a DOM event in development; jsdom reports such an uncaught error to its
  // own console unless the window's error event is cancelled.
  const swallow = (event: ErrorEvent) => {
    if (message.test(String(event.error?.message))) event.preventDefault()
  }
  window.addEventListener('error', swallow)
  try {
    expect(renderIt).toThrow(message)
  } finally {
    console.error = original
    window.removeEventListener('error', swallow)
  }
  for (const args of logged) expect(args.map(String).join(' ')).toMatch(/The above error occurred|Uncaught|Error:/)
}

/**
 * Starts a list operation inside act and waits for its promise outside act. React 18's act renders only when its
 * callback settles, and a list operation settles only once its page is rendered: awaiting it inside act would wait
 * forever there. Works the same on React 19.
 */
export async function settle<T>(start: () => Promise<T>): Promise<T> {
  let promise!: Promise<T>
  act(() => {
    promise = start()
  })
  let outcome: { value: T } | undefined
  void promise.then((value) => (outcome = { value }))
  await waitFor(() => expect(outcome).toBeDefined())
  return (outcome as { value: T }).value
}
