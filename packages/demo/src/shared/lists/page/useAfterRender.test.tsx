import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useAfterRender } from './useAfterRender.ts'

/** A list whose rows come later (`arrive`), and a request that waits for a row: what it saw is logged. */
function Harness({ log }: { log: string[] }) {
  const [rows, setRows] = useState<string[]>([])
  const [renders, setRenders] = useState(0)
  const focusRow = useAfterRender(
    (id: string) => log.push(`${id} with ${rows.length} rows on screen`),
    (id) => rows.includes(id),
  )
  return (
    <>
      <button type="button" onClick={() => focusRow('b')}>
        ask b
      </button>
      <button type="button" onClick={() => focusRow('c')}>
        ask c
      </button>
      <button type="button" onClick={() => setRows((r) => [...r, String.fromCharCode(97 + r.length)])}>
        arrive
      </button>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        render
      </button>
      <output>{renders}</output>
    </>
  )
}

const press = (name: string) => act(() => screen.getByRole('button', { name }).click())

describe('useAfterRender', () => {
  it('runs a request after the first render where it is ready, once, seeing that render', () => {
    const log: string[] = []
    render(<Harness log={log} />)
    press('ask b')
    press('arrive')
    expect(log).toEqual([])
    press('arrive')
    expect(log).toEqual(['b with 2 rows on screen'])
    press('arrive')
    press('render')
    expect(log).toEqual(['b with 2 rows on screen'])
  })

  it('runs at once when nothing is awaited, and every request, even one asking the same again', () => {
    const log: string[] = []
    render(<Harness log={log} />)
    press('arrive')
    press('arrive')
    press('ask b')
    press('ask b')
    expect(log).toEqual(['b with 2 rows on screen', 'b with 2 rows on screen'])
  })

  it('lets a new request replace one not served yet', () => {
    const log: string[] = []
    render(<Harness log={log} />)
    press('ask c')
    press('ask b')
    press('arrive')
    press('arrive')
    press('arrive')
    expect(log).toEqual(['b with 2 rows on screen'])
  })
})
