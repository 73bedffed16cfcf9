/**
 * A 32-hex code derived from a text (cyrb128: four 32-bit lanes). The same form and purpose always give the same
 * code, so a second publish updates what the first created instead of duplicating it. Not a security hash.
 *
 * @example
 * stableCode('61dd5330981d24212360db83', 'position') === stableCode('61dd5330981d24212360db83', 'position') // true
 */
export function stableCode(formId: string, purpose: string): string {
  const text = `${formId}\u0000${purpose}`
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('')
}

/** A new random 32-hex id (`flowId`, message `id`): no dashes, as deployed services send. */
export function randomCode(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '')
}
