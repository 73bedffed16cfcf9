/**
 * The package's version (`package.json`), the default `buster` of `persist`. Written here rather than imported: the
 * build (`tsc`, `rootDir` src) cannot import the manifest, and a bundler would ship all of it for one string.
 * `version.test.ts` holds the two equal.
 *
 * @example
 * const buster = options.buster ?? PACKAGE_VERSION
 */
export const PACKAGE_VERSION = '0.1.0'
