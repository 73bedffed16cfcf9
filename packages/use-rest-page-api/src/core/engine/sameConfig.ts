import { functionId } from '../store/listKey.ts'

/**
 * Two option values that make the same list: equal values; arrays, dates and plain objects (an inline
 * `defaultSearchParams`) of equal values; options that are functions with the same source (an inline transform
 * written again on each render), other functions by identity (a parser's, which may close over another list of
 * values); an absent key the same as `undefined`. What a render's options are compared
 * with, so a list written with inline options derives nothing again, and keeps its result, when nothing changed.
 *
 * @example
 * sameConfig({ defaultSearchParams: { title: '' } }, { defaultSearchParams: { title: '' } }) // true
 */
export function sameConfig(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true
  if (typeof a != typeof b || depth > 4) return false
  // An option that is a function (a transform) by its source; a function deeper in (a parser's, an adapter's) may
  // close over other values with the same source (`parseAsStringLiteral(['open'])`): by identity.
  if (typeof a == 'function') return depth === 1 && functionId(a as () => unknown) === functionId(b as () => unknown)
  if (typeof a != 'object' || !a || !b) return false
  if (a instanceof Date) return b instanceof Date && Object.is(a.getTime(), b.getTime())
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((value, i) => sameConfig(value, b[i], depth + 1))
  const proto = Object.getPrototypeOf(a)
  if ((proto !== Object.prototype && proto !== null) || Object.getPrototypeOf(b) !== proto) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  for (const key in x) if (!sameConfig(x[key], y[key], depth + 1)) return false
  for (const key in y) if (!(key in x) && y[key] !== undefined) return false
  return true
}
