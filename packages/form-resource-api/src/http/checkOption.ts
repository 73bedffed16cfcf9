import { OptionError } from './OptionError.ts'

/** The longest wait a timer can take (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMEOUT_MS = 2_147_483_647

/**
 * `value` when it is an integer from `min` to `max`, the default when it is `undefined`; otherwise an `OptionError`
 * naming the option and what it got.
 */
export function integerOption(
  where: string,
  option: string,
  value: unknown,
  fallback: number,
  min: number,
  max: number = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new OptionError(
      where,
      option,
      `must be an integer from ${min} to ${max}, got ${typeof value === 'number' ? String(value) : JSON.stringify(value)}`,
    )
  return value
}

/** `value` when it is one of `allowed`, the default when it is `undefined`; otherwise an `OptionError`. */
export function oneOfOption<T extends string>(
  where: string,
  option: string,
  value: unknown,
  fallback: T,
  allowed: readonly T[],
): T {
  if (value === undefined) return fallback
  if (!allowed.includes(value as T))
    throw new OptionError(
      where,
      option,
      `must be ${allowed.map((a) => `'${a}'`).join(' or ')}, got ${JSON.stringify(value)}`,
    )
  return value as T
}
