/**
 * Two objects hold the same values under the same keys (`Object.is`), a key absent from one the same as `undefined`
 * there: the check that a provider's settings or a list's options did not change on a render, so nothing is derived
 * again for them.
 *
 * @example
 * sameFields({ pageSize: 10 }, { pageSize: 10, keyName: undefined }) // true
 */
export const sameFields = (a: object, b: object): boolean =>
  [...Object.keys(a), ...Object.keys(b)].every((key) => Object.is(a[key as never], b[key as never]))
