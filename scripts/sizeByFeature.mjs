// What each feature of use-rest-page-api adds to the default entry (min+gzip, react external): the entry is
// built once whole and once per feature with that feature's modules replaced by minimal stand-ins. Run after
// `pnpm build`: `node scripts/sizeByFeature.mjs`. A stand-in that no longer matches its module's exports makes the
// build fail loudly; update it with the module.
import { relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const dist = resolve('packages/use-rest-page-api/dist')

async function gzipSize(standIns) {
  const result = await build({
    entryPoints: [resolve(dist, 'index.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', 'swr', 'swr/*'],
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
  return gzipSync(result.outputFiles[0].contents).length
}

const features = {
  'URL sync (codec, history adapter)': {
    'core/urlState.js':
      'export const MAX_URL_VALUE_LENGTH=0,MAX_URL_VALUES_PER_KEY=0,MAX_URL_PAGE_SIZE=0;export function ownedFilterKeys(k){return k}export function parseUrlState(){}export function serializeUrlState(){}export function checkUrlState(){}',
    'core/urlSyncConfig.js': 'export function urlSyncConfig(){return null}',
    'core/historyAdapter.js': 'export const historyAdapter={}',
  },
  'record actions (get, save, update, remove, optimistic, RemoveError)': {
    'core/recordActions.js': 'export function createRecordActions(){return{}}',
  },
  'envelope checks (normalizePage)': {
    'core/normalizePage.js':
      'export function normalizePage(e,r,o,raw){return{items:e.content,totalElements:e.totalElements,totalPages:e.totalPages??Math.ceil(e.totalElements/(e.size??r.pageSize)),pageNo:e.number??r.pageNo,pageSize:e.size??r.pageSize,rawResponse:raw}}',
  },
  'sort-style helpers': {
    'core/sortStyles.js':
      'export const formAppListRequest=0,desSuffixListRequest=0;export function suffixSortListRequest(){}',
  },
  provider: {
    'react/RestPageApiProvider.js':
      'import{createContext,useContext}from"react";import{createPageStore}from"../core/createRestPageStore.js";const C=createContext({});const s=createPageStore();export function RestPageApiProvider(p){return p.children}export function useHttpSettings(){return useContext(C)}export function useRestPageApiStore(){return s}export function usePageStore(){return s}',
  },
  'server rendering (prefetchList, RestPageHydrationBoundary)': {
    'core/prefetchList.js': 'export function prefetchList(){}',
    'react/RestPageHydrationBoundary.js': 'export function RestPageHydrationBoundary(p){return p.children}',
  },
}

const whole = await gzipSize({})
console.log(`use-rest-page-api default entry: ${whole} B min+gzip (react, swr external)`)
for (const [name, standIns] of Object.entries(features)) {
  console.log(`${String(whole - (await gzipSize(standIns))).padStart(6)} B  ${name}`)
}
console.log(
  `${String(await gzipSize(Object.assign({}, ...Object.values(features)))).padStart(6)} B  what is left with every feature above stubbed out at once`,
)
