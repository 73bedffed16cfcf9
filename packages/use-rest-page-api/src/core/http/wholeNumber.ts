import { PREFIX } from './RestError.ts'

/**
 * The value, when it is a whole number from `min`; otherwise a `TypeError` that names where it came from.
 *
 * @example
 * wholeNumber(0, 1, 'option pageSize') // throws "[use-rest-page-api] option pageSize must be a whole number from 1, got 0"
 */
export function wholeNumber(value: number, min: number, where: string): number {
  if (!Number.isInteger(value) || value < min)
    throw new TypeError(`${PREFIX}${where} must be a whole number from ${min}, got ${String(value)}`)
  return value
}
