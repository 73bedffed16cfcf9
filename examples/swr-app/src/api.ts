/** Where the REST API is: the mock of `pnpm mock:serve` by default (`VITE_API_ORIGIN` at build time). */
export const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? 'http://127.0.0.1:4010'
