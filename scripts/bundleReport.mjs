// Prints what each module of the hook's default entry adds to the minified bundle (react and swr external),
// to find where bytes go. The budget itself is checked by `pnpm size` (size-limit).
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const entry = process.argv[2] ?? 'packages/use-rest-page-api/dist/index.js'
const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  metafile: true,
  external: ['react', 'react-dom', 'swr', 'swr/*', 'qs', '@tanstack/react-table'],
})
const code = result.outputFiles[0].contents
console.log(`${entry}: ${code.length} B min, ${gzipSync(code).length} B min+gzip`)
const output = Object.values(result.metafile.outputs)[0]
for (const [file, { bytesInOutput }] of Object.entries(output.inputs).sort(
  (a, b) => b[1].bytesInOutput - a[1].bytesInOutput,
)) {
  if (bytesInOutput > 0) console.log(`${String(bytesInOutput).padStart(6)}  ${file}`)
}
