// One way to count bytes for every size script: the way `pnpm size` (size-limit 12 with @size-limit/preset-small-lib)
// counts them, so `size`, `size:guard` and `size:features` print the same figure for the same code. size-limit
// bundles with esbuild (all three minifications, which makes esbuild replace `process.env.NODE_ENV` with
// "production": the production build a user ships, without the development messages), gzips at level 9, and takes
// off what an empty project weighs (46 B for an import, 182 B for one with external modules, 32 B for a whole file). Checked against size-limit's own
// figure by `node scripts/sizeOf.mjs` (after `pnpm build`).
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { Buffer } from 'node:buffer'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** The build measured: packages/use-rest-page-api/dist, or another (`SIZE_DIST=path`, to compare with an older build). */
export const dist = resolve(process.env.SIZE_DIST ?? 'packages/use-rest-page-api/dist')

/** What an empty project weighs in size-limit's count (its `ESBUILD_EMPTY_PROJECT_*_GZIP`). */
const EMPTY_IMPORT = 46
const EMPTY_FILE = 32
const EMPTY_REQUIRE = 182

/**
 * The min+gzip bytes of what an app imports, as size-limit counts them. `imports` maps a module of dist/ to what is
 * imported from it (`'{ useRestPageApi }'`, `'*'` for all it exports, or `null`: the module as an entry point, as
 * size-limit takes a `path` without `import`);
 * `standIns` maps modules of dist/ (by their path in dist/) to the code that replaces them. Resolves with the size, the
 * modules of dist/ the build loaded, the minified bytes of each, and the length of the minified bundle.
 *
 * @example
 * const { size } = await sizeOf({ 'index.js': '{ useRestPageApi, RestPageApiProvider }' }, ['react', 'react-dom'])
 */
export async function sizeOf(imports, external, standIns = {}) {
  const entries = Object.entries(imports)
  const whole = entries.length === 1 && entries[0][1] === null
  const contents = whole
    ? readFileSync(resolve(dist, entries[0][0]), 'utf8')
    : entries
        .map(([file, names], i) => {
          const all = i ? `all${i}` : 'all'
          const list = names === '*' ? all : names.replace(/[{}]/g, '').trim()
          const what = names === '*' ? `* as ${all}` : names
          return `import ${what} from ${JSON.stringify(resolve(dist, file))}\nconsole.log(${list})\n`
        })
        .join('')
  const result = await build({
    ...(whole ? { entryPoints: [resolve(dist, entries[0][0])] } : { stdin: { contents, resolveDir: dist } }),
    outdir: resolve(dist, '../.size'),
    bundle: true,
    external,
    metafile: true,
    minifyIdentifiers: true,
    minifySyntax: true,
    minifyWhitespace: true,
    treeShaking: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'stand-ins',
        setup(b) {
          b.onLoad({ filter: /\.js$/ }, (args) => {
            const contents = standIns[relative(dist, args.path)]
            return contents === undefined ? undefined : { contents, loader: 'js' }
          })
        },
      },
    ],
  })
  const code = result.outputFiles[0].contents
  // External modules become `require` calls with esbuild's polyfill, which size-limit then counts as part of the
  // empty project (182 B instead of 46 B for an import).
  const empty = whole ? EMPTY_FILE : Buffer.from(code).includes('Dynamic require of ') ? EMPTY_REQUIRE : EMPTY_IMPORT
  const loaded = new Set(Object.keys(result.metafile.inputs).map((path) => relative(dist, resolve(path))))
  /** The minified bytes each module of dist/ (by its path there) puts in the bundle. */
  const minified = Object.fromEntries(
    Object.entries(Object.values(result.metafile.outputs)[0].inputs).map(([path, { bytesInOutput }]) => [
      relative(dist, resolve(path)),
      bytesInOutput,
    ]),
  )
  return { size: gzipSync(code, { level: 9 }).length - empty, loaded, minified, length: code.length }
}

/** The entries of .size-limit.json as `sizeOf` takes them: name, imports, external, budget. */
export function sizeLimitEntries() {
  return JSON.parse(readFileSync('.size-limit.json', 'utf8')).map((entry) => {
    const paths = [entry.path].flat().map((path) => relative(dist, resolve(path)))
    const imports =
      typeof entry.import == 'object'
        ? Object.fromEntries(Object.entries(entry.import).map(([p, names]) => [relative(dist, resolve(p)), names]))
        : Object.fromEntries(paths.map((p) => [p, entry.import ?? null]))
    return { name: entry.name, imports, external: entry.ignore ?? [] }
  })
}

// `node scripts/sizeOf.mjs`: each entry of .size-limit.json by this count beside size-limit's.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { execFileSync } = await import('node:child_process')
  let json
  try {
    json = execFileSync('size-limit', ['--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  } catch (error) {
    json = error.stdout
  }
  const theirs = new Map(JSON.parse(json).map(({ name, size }) => [name, size]))
  let differ = 0
  for (const { name, imports, external } of sizeLimitEntries()) {
    const { size } = await sizeOf(imports, external)
    if (size !== theirs.get(name)) differ++
    console.log(`${String(size).padStart(6)} B  size-limit ${String(theirs.get(name)).padStart(6)} B  ${name}`)
  }
  if (differ) {
    console.error(`sizeOf: ${differ} entr${differ > 1 ? 'ies differ' : 'y differs'} from size-limit's count`)
    process.exit(1)
  }
}
