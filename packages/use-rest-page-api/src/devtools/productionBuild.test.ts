import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** What an app's bundler makes of an app that imports `what` from `entry`, in a given mode: every file it writes. */
async function bundleApp(entry: string, what: string, mode: 'production' | 'development') {
  const result = await build({
    stdin: {
      contents: `import { ${what} } from ${JSON.stringify(src(entry))}\nexport const used = ${what}`,
      resolveDir: src('.'),
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/tmp/devtools-bundle',
    write: false,
    minify: mode === 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    external: ['react', 'react-dom', 'react/*', 'swr', 'swr/*'],
  })
  return result.outputFiles
}

describe('use-rest-page-api/devtools in an app build', () => {
  it('is a component that renders its children, and nothing else, in a production build', async () => {
    // The app's own file: esbuild still writes the panel's chunk (it makes a chunk of every dynamic import before it
    // drops dead code), but nothing loads it.
    const [app] = await bundleApp('devtools/index.ts', 'RestPageApiDevtools', 'production')
    const code = app?.text ?? ''
    expect(code).not.toContain('Lists on screen')
    expect(code).not.toMatch(/import\(/)
    expect(code).not.toContain('performance.now')
    // A few hundred bytes at most: the wrapper, the request log and the provider are all left out.
    expect(gzipSync(code).length).toBeLessThan(300)
  })

  it('loads the panel lazily, from a chunk of its own, in development', async () => {
    const [entry, ...chunks] = await bundleApp('devtools/index.ts', 'RestPageApiDevtools', 'development')
    expect(entry?.text).toMatch(/import\("\.\/DevtoolsPanel-[\w-]+\.js"\)/)
    expect(entry?.text).not.toContain('Lists on screen')
    expect(chunks.some((c) => c.text.includes('Lists on screen'))).toBe(true)
  })

  it('is never part of the default entry', async () => {
    const code = (await bundleApp('index.ts', 'useRestPageApi', 'development')).map((f) => f.text).join('\n')
    expect(code).not.toContain('Lists on screen')
    expect(code).not.toContain('createRequestLog')
  })
})
