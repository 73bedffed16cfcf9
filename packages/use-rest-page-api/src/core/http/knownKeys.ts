import { PREFIX } from './RestError.ts'

/**
 * The object, when every key it has is one of `keys`; otherwise a `TypeError` that names the first other key, where it
 * was given and what is taken there. For the object forms of the operations, so a misspelt key fails instead of being
 * ignored.
 *
 * @example
 * knownKeys({ pag: 1 }, ['page', 'size'], 'fetch()') // throws "[use-rest-page-api] fetch() takes no "pag" (it takes page, size)"
 */
export function knownKeys<T extends object>(value: T, keys: readonly string[], where: string): T {
  const other = Object.keys(value).find((key) => !keys.includes(key))
  if (other !== undefined)
    throw new TypeError(`${PREFIX}${where} takes no ${JSON.stringify(other)} (it takes ${keys.join(', ')})`)
  return value
}
