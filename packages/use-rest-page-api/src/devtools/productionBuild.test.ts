import { build as esbuild } from 'esbuild'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build as viteBuild } from 'vite'
import webpack from 'webpack'
import { afterAll, beforeAll, expect, it } from 'vitest'

// An app that renders `<RestPageApiDevtools>` around a list, built as its users build it: esbuild with `splitting`,
// Vite (Rolldown) and webpack 5, each with its defaults for the mode (export conditions, `process.env.NODE_ENV`,
// minification), the package imported by name so its `exports` map decides what each gets. React stays external.
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>
  publishConfig: { exports: Record<string, unknown> }
}
/** Text only the panel holds, and only the request log (the wrapper's part), minified or not (React is external). */
const PANEL = ['Lists on screen', 'use-rest-page-api devtools', 'Writes on their way']
const REQUEST_LOG = ['performance.now', '.username']

type Mode = 'production' | 'development'
interface OutputFile {
  name: string
  text: string
}
/** What a bundler wrote (the app's entry first), and the package's modules it read, relative to `src/`. */
interface AppBuild {
  files: OutputFile[]
  modules: string[]
}
let app: string

/** The app's entry: a list under the provider, with or without the devtools around it. */
const entry = (devtools: boolean) => `import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'
${devtools ? "import { RestPageApiDevtools } from 'use-rest-page-api/devtools'" : ''}

function Products() {
  const list = useRestPageApi('/api/products', [], { pageSize: 10 })
  return h('p', null, list.items.length + ' products')
}
const lists = h(Products)
createRoot(document.getElementById('root')).render(h(RestPageApiProvider, null, ${devtools ? 'h(RestPageApiDevtools, null, lists)' : 'lists'}))
`

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'devtools-app-'))
  mkdirSync(join(app, 'node_modules'))
  symlinkSync(packageDir, join(app, 'node_modules/use-rest-page-api'), 'dir')
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'devtools-app', private: true, type: 'module' }))
  writeFileSync(join(app, 'with.js'), entry(true))
  writeFileSync(join(app, 'without.js'), entry(false))
  // webpack reads no TypeScript or JSX of its own: the workspace sources go through esbuild's transform, as a
  // TypeScript loader would take them (an app installing the package gets the built JavaScript).
  writeFileSync(
    join(app, 'tsx-loader.cjs'),
    `const { transform } = require(${JSON.stringify(createRequire(import.meta.url).resolve('esbuild'))})
module.exports = function (source) {
  const done = this.async()
  transform(source, { loader: this.resourcePath.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', format: 'esm', target: 'es2022' })
    .then((result) => done(null, result.code), done)
}
`,
  )
})
afterAll(() => rmSync(app, { recursive: true, force: true }))

const isReact = /^react(-dom)?(\/.*)?$/

const src = join(packageDir, 'src/')
const ownModules = (paths: Iterable<string>) =>
  [...paths].filter((path) => path.startsWith(src)).map((path) => path.slice(src.length).split('?')[0] ?? '')

/** Every JavaScript file each bundler writes for `file` and the package's modules it read. */
const bundlers: Record<string, (file: string, mode: Mode) => Promise<AppBuild>> = {
  async esbuild(file, mode) {
    // No `define` and no `conditions`: esbuild defines `process.env.NODE_ENV` from `minify` for the browser, and
    // applies no `production` condition.
    const result = await esbuild({
      entryPoints: [join(app, file)],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: mode === 'production',
      outdir: join(app, 'out-esbuild'),
      write: false,
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      metafile: true,
      logLevel: 'silent',
    })
    return {
      files: result.outputFiles.map((f) => ({ name: f.path, text: f.text })),
      modules: ownModules(Object.keys(result.metafile.inputs).map((input) => join(process.cwd(), input))),
    }
  },
  async vite(file, mode) {
    // `vite build` takes the mode's conditions and `process.env.NODE_ENV` from NODE_ENV (Vitest sets it to "test").
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = mode
    const loaded: string[] = []
    try {
      const result = await viteBuild({
        configFile: false,
        root: app,
        mode,
        logLevel: 'silent',
        plugins: [{ name: 'record-modules', load: (id) => void loaded.push(id) }],
        build: {
          write: false,
          minify: mode === 'production',
          modulePreload: false,
          rolldownOptions: { input: join(app, file), external: (id) => isReact.test(id) },
        },
      })
      const outputs = [result].flat() as {
        output: { type: string; fileName: string; code?: string; isEntry?: boolean }[]
      }[]
      const files = outputs
        .flatMap((o) => o.output)
        .filter((c) => c.type === 'chunk')
        .sort((a, b) => Number(b.isEntry) - Number(a.isEntry))
        .map((c) => ({ name: c.fileName, text: c.code ?? '' }))
      return { files, modules: ownModules(loaded) }
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
  },
  async webpack(file, mode) {
    const outDir = join(app, `out-webpack-${mode}-${file}`)
    const compiler = webpack({
      mode,
      context: app,
      entry: { main: join(app, file) },
      output: { path: outDir, filename: '[name].js', chunkFilename: '[name].[contenthash].js', clean: true },
      devtool: false,
      performance: false,
      externals: ({ request }, callback) =>
        request && isReact.test(request) ? callback(undefined, `var React`) : callback(),
      module: { rules: [{ test: /\.tsx?$/, loader: join(app, 'tsx-loader.cjs') }] },
    })
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    )
    await new Promise((resolve) => compiler.close(resolve))
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }))
    const files = readdirSync(outDir)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => Number(b === 'main.js') - Number(a === 'main.js'))
      .map((name) => ({ name, text: readFileSync(join(outDir, name), 'utf8') }))
    return { files, modules: ownModules(stats.compilation.fileDependencies) }
  },
}

const gzip = (files: OutputFile[]) => files.reduce((sum, f) => sum + gzipSync(f.text).length, 0)

/** The entry of `use-rest-page-api/devtools` each bundler takes in a production build: its default conditions. */
const productionEntry: Record<string, string> = {
  esbuild: 'devtools/index.ts',
  vite: 'devtools/index.production.ts',
  webpack: 'devtools/index.production.ts',
}

it.each(Object.keys(bundlers))(
  '%s: a production build of an app rendering RestPageApiDevtools holds no devtools code and writes no chunk of them',
  async (bundler) => {
    const build = bundlers[bundler]!
    const withDevtools = await build('with.js', 'production')
    const without = await build('without.js', 'production')
    expect(withDevtools.modules).toContain(productionEntry[bundler])
    for (const { name, text } of withDevtools.files)
      for (const devtools of [...PANEL, ...REQUEST_LOG]) expect(text, name).not.toContain(devtools)
    expect(withDevtools.files).toHaveLength(without.files.length)
    // The wrapper: a component that renders its children.
    expect(gzip(withDevtools.files) - gzip(without.files)).toBeLessThan(300)
  },
  60_000,
)

it.each(Object.keys(bundlers))(
  '%s: a development build carries the devtools, and loads the panel from a chunk of its own',
  async (bundler) => {
    const { files, modules } = await bundlers[bundler]!('with.js', 'development')
    const [appChunk, ...chunks] = files
    expect(modules).toContain('devtools/index.ts')
    for (const log of REQUEST_LOG) expect(appChunk?.text).toContain(log)
    expect(appChunk?.text).not.toContain(PANEL[0])
    expect(chunks.filter((c) => PANEL.every((text) => c.text.includes(text)))).toHaveLength(1)
  },
  60_000,
)

it('is never part of the default entry', async () => {
  const { files, modules } = await bundlers.esbuild!('without.js', 'development')
  expect(files).toHaveLength(1)
  expect(modules.filter((m) => m.startsWith('devtools/'))).toEqual([])
})

it('publishes /devtools under the same conditions as the workspace sources, each to its built file', () => {
  const sources = manifest.exports['./devtools'] as Record<string, string>
  const { types, ...published } = manifest.publishConfig.exports['./devtools'] as Record<string, string>
  expect(Object.keys(published)).toEqual(Object.keys(sources))
  for (const [condition, source] of Object.entries(sources))
    expect(published[condition]).toBe(source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '.js'))
  expect(types).toBe(published.default?.replace(/\.js$/, '.d.ts'))
})
