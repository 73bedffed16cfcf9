// `pnpm run docs` and `pnpm docs:build` run this first: the API reference pages (docs/api/*.mdx) from the package's TSDoc.
// A TypeScript module loaded through Vite, as Node 20 cannot strip types.
/* global URL, console */
import { runnerImport } from 'vite'

const { module } = await runnerImport(new URL('./writeApiReference.ts', import.meta.url).pathname, {
  configFile: false,
})
const pages = module.writeApiReference()
console.log(`[docs] API reference: ${pages.length} pages in docs/api/ (${pages.join(', ')})`)
