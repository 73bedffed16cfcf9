import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** What an app's bundler makes of an entry in a given mode: every file it writes, joined. */
async function bundle(entry: string, mode: 'production' | 'development') {
  const result = await build({
    entryPoints: [src(entry)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/tmp/devtools-bundle',
    write: false,
    minify: mode === 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    external: ['react', 'react-dom', 'react/*', 'swr', 'swr/*'],
  })
  return result.outputFiles.map((f) => f.text).join('\n')
}

describe('use-rest-page-api/devtools in an app build', () => {
  it('leaves the panel out of a production build', async () => {
    const code = await bundle('devtools/index.ts', 'production')
    expect(code).not.toContain('Lists on screen')
    expect(code).not.toMatch(/import\(/)
  })

  it('loads the panel lazily, from a chunk of its own, in development', async () => {
    const result = await build({
      entryPoints: [src('devtools/index.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: '/tmp/devtools-bundle',
      write: false,
      define: { 'process.env.NODE_ENV': '"development"' },
      external: ['react', 'react-dom', 'react/*', 'swr', 'swr/*'],
    })
    const [entry, ...chunks] = result.outputFiles
    expect(entry?.text).toMatch(/import\("\.\/DevtoolsPanel-[\w-]+\.js"\)/)
    expect(entry?.text).not.toContain('Lists on screen')
    expect(chunks.some((c) => c.text.includes('Lists on screen'))).toBe(true)
  })

  it('is never part of the default entry', async () => {
    const code = await bundle('index.ts', 'development')
    expect(code).not.toContain('Lists on screen')
    expect(code).not.toContain('createRequestLog')
  })
})
