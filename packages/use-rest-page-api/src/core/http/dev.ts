// Replaced by the app's bundler (Vite, webpack, Next, esbuild), as React's own `process.env.NODE_ENV` is.
declare const process: { env: { NODE_ENV?: string } }

/**
 * Not a production build: the errors carry their longer explanation (why a value is refused, what to use instead).
 * A production build keeps the short message, which still names the value and the place (`[use-rest-page-api]
 * remove() refuses id " 7"`), and its bundler drops the rest with this constant (docs/size.md, Decisions: short errors in
 * production).
 *
 * @example
 * throw new TypeError(`${PREFIX}${where} refuses id ${JSON.stringify(id)}${DEV ? `: ${why}; nothing was sent` : ''}`)
 */
export const DEV = process.env.NODE_ENV !== 'production'
