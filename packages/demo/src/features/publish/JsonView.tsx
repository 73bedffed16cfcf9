import type { ReactNode } from 'react'

export interface JsonViewProps {
  /** The JSON value to show. */
  value: unknown
  /** Nesting levels open at first (`<details open>`). Default `2`. */
  openDepth?: number
  /** Keys whose value starts closed whatever its depth (long, repetitive parts). Default: none. */
  closedKeys?: readonly string[]
  /** Renders a string value; return `undefined` for the default (quoted text). Used to turn urls into links. */
  renderString?: (key: string, value: string) => ReactNode | undefined
  /** The accessible name of the block. */
  label: string
}

const MAX_NODES = 5_000

/**
 * A JSON value as readable, collapsible text: objects and arrays are `<details>` (keyboard and screen readers know
 * them), their summary saying how many entries they hold. Strings are shown as text, never as HTML. Past 5,000
 * values the rest is cut, so a huge answer cannot freeze the page.
 */
export function JsonView({ value, openDepth = 2, closedKeys = [], renderString, label }: JsonViewProps) {
  return (
    <div className="json" role="group" aria-label={label}>
      {jsonTree(value, openDepth, closedKeys, renderString)}
    </div>
  )
}

/**
 * The tree of one value, its nodes counted as they are made: a plain function, not a component, so each call counts
 * from zero (a counter the component's render reassigned from a nested function is what React's rules forbid).
 */
function jsonTree(
  value: unknown,
  openDepth: number,
  closedKeys: readonly string[],
  renderString: JsonViewProps['renderString'],
): ReactNode {
  let count = 0
  const node = (key: string, v: unknown, depth: number): ReactNode => {
    count += 1
    if (count > MAX_NODES) return <span className="json__cut">…（内容过多，已截断）</span>
    if (v === null || typeof v !== 'object') {
      if (typeof v === 'string') {
        const custom = renderString?.(key, v)
        return custom ?? <span className="json__string">"{v}"</span>
      }
      return <span className={`json__${typeof v}`}>{String(v)}</span>
    }
    const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v)
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}']
    if (entries.length === 0) return <span className="json__punct">{`${open}${close}`}</span>
    return (
      <details className="json__block" open={depth < openDepth && !closedKeys.includes(key)}>
        <summary className="json__summary">
          {open}
          <span className="json__count">{Array.isArray(v) ? `${entries.length} 项` : `${entries.length} 个字段`}</span>
        </summary>
        <ul className="json__entries">
          {entries.map(([k, x]) => (
            <li key={k}>
              {!Array.isArray(v) && <span className="json__key">"{k}"</span>}
              {!Array.isArray(v) && <span className="json__punct">: </span>}
              {node(k, x, depth + 1)}
            </li>
          ))}
        </ul>
        <span className="json__punct">{close}</span>
      </details>
    )
  }
  return node('', value, 0)
}
