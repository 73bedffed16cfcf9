// What each feature of use-rest-page-api adds (min+gzip, react external, the production build), to the whole default
// entry and to a paged CRUD list (`useRestPageApi` + `RestPageApiProvider`): each is built once whole and once per
// feature with that feature's modules replaced by minimal stand-ins, counted as `pnpm size` counts (`sizeOf.mjs`), so
// the first row is size-limit's own figure. Run after `pnpm build`: `node scripts/sizeByFeature.mjs`
// (`pnpm size:features`); docs/size.md holds the table.
// A stand-in must name a module of dist/ that the build loads, and keep its exports: a path that no longer exists (a
// module moved) or that the build never loads, and a stand-in missing an export, fail the run loudly instead of
// measuring nothing. A feature woven into the engine (the throttled address writes, retries) cannot be cut out
// this way: it is part of what is left.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { dist, sizeOf } from './sizeOf.mjs'

// The two entries of .size-limit.json that the budgets name, counted as `pnpm size` counts them (`sizeOf`).
const ENTRIES = {
  'default entry': { 'index.js': null },
  'paged CRUD list': { 'index.js': '{ useRestPageApi, RestPageApiProvider }' },
}
const EXTERNAL = ['react', 'react-dom']

/** The modules of dist/ a build loaded, by their path in dist/. */
let loaded
async function gzipSize(entry, standIns) {
  const result = await sizeOf(ENTRIES[entry], EXTERNAL, standIns)
  loaded = result.loaded
  return result.size
}

const noop = 'function(){}'
const features = {
  'URL sync (the codec, the history adapter)': {
    'core/url/urlState.js':
      'export const MAX_URL_VALUE_LENGTH=0,MAX_URL_VALUES_PER_KEY=0,MAX_URL_PAGE_SIZE=0;export function ownedFilterKeys(k){return k}export function parseUrlState(){}export function serializeUrlState(){}export function checkUrlState(){}',
    'core/url/urlSyncConfig.js': 'export function urlSyncConfig(){return null}',
    'core/url/historyAdapter.js': 'export const historyAdapter={read:()=>""}',
  },
  'record operations (get, save, update, remove, optimistic, RemoveError, id checks)': {
    'core/edits/recordActions.js': 'export function createRecordActions(){return{}}',
    'core/edits/collectionRecordActions.js': 'export function collectionRecordActions(){return{}}',
    'core/http/RemoveError.js': 'export class RemoveError extends Error{}',
    'core/http/recordUrl.js':
      'export function recordUrl(){}export function baseOfListUrl(u){return u}export function checkIds(){}export function groupIds(){}',
  },
  'local edits (setItem, updateItem, addItem, remove...)': {
    'core/edits/localActions.js': 'export function localActions(){return{}}',
  },
  "Spring's page shapes and envelope checks (readSpringPage, normalizePage)": {
    'core/spring/readSpringPage.js': 'export function readSpringPage(b){return b}',
    'core/spring/normalizePage.js':
      'export function normalizePage(e,r,o,raw){return{items:e.content,totalElements:e.totalElements,totalPages:e.totalPages,pageNo:r.pageNo,pageSize:r.pageSize,hasNext:!1,totalKnown:!0,rawResponse:raw}}',
  },
  'HAL links followed by moves (followableLink)': {
    'core/http/followableLink.js': 'export function followableLink(){}',
  },
  'typed filters read through parsers (the codec side)': {
    'core/url/filterParser.js':
      'export function parserOf(){}export function withTypedDefaults(d){return d??{}}export function defaultValues(d){return{...d}}export function keepParsers(v){return{...v}}export const serializeWith=(p,v)=>[v].flat().map(String),isoInstant=String',
  },
  'held updates (holdUpdates, pendingUpdate)': {
    'core/edits/pendingUpdate.js': 'export function sameRows(){return!0}export function diffRows(){}',
  },
  'window triggers (focus, visibility, reconnect)': {
    'core/engine/liveTriggers.js': `export const FOCUS_THROTTLE_MS=0;export function liveTriggers(){return{listen:${noop},connected:${noop},stop:${noop}}}export function liveSet(){return{}}`,
    'core/engine/eventManager.js': `export const isHidden=()=>!1;const m={subscribe:()=>${noop},setEventListener:${noop}};export const focusManager=m,onlineManager=m`,
  },
  'sort-style helpers': {
    'core/spring/sortStyles.js':
      'export const formAppListRequest=0,desSuffixListRequest=0;export function suffixSortListRequest(){}',
  },
  provider: {
    'react/RestPageApiProvider.js':
      'import{createContext,useContext}from"react";import{createStoreCore}from"../core/store/createStoreCore.js";const C=createContext({});const s=createStoreCore();export const HandedPages=createContext();export function RestPageApiProvider(p){return p.children}export function useHttpSettings(){return useContext(C)}export function useRestPageApiStore(){return s}export function usePageStore(){return s}export const useProvidedStore=()=>s,useHandedPages=()=>{}',
  },
  "the store's app side (clear, dehydrate, hydrate, inspect, settled, revalidate, drop)": {
    'core/store/withStoreApi.js': 'export function withStoreApi(s){return s}',
  },
  'server rendering (prefetchList, RestPageHydrationBoundary, serverUrl)': {
    'core/store/prefetchList.js': 'export function prefetchList(){}',
    'react/RestPageHydrationBoundary.js': 'export function RestPageHydrationBoundary(p){return p.children}',
    'core/url/serverSearch.js': 'export function serverSearch(){return""}',
  },
}

const all = Object.assign({}, ...Object.values(features))
for (const path of Object.keys(all))
  if (!existsSync(resolve(dist, path))) throw new Error(`sizeByFeature: no module ${path} in dist; update its stand-in`)

const entries = Object.keys(ENTRIES)
const whole = {}
for (const entry of entries) whole[entry] = await gzipSize(entry, {})
// The default entry loads every module a stand-in names (a list may not: the server side, say).
whole['default entry'] = await gzipSize('default entry', {})
for (const path of Object.keys(all))
  if (!loaded.has(path)) throw new Error(`sizeByFeature: the default entry never loads ${path}; update its stand-in`)
const row = (cells, name) => `${cells.map((c) => String(c).padStart(8)).join('  ')}  ${name}`
console.log('use-rest-page-api, min+gzip bytes (react external); a feature: what leaving it out saves')
console.log(row(['entry', 'list'], ''))
console.log(row([whole['default entry'], whole['paged CRUD list']], 'in all'))
for (const [name, standIns] of Object.entries(features)) {
  const cells = []
  for (const entry of entries) cells.push(whole[entry] - (await gzipSize(entry, standIns)))
  console.log(row(cells, name))
}
const left = []
for (const entry of entries) left.push(await gzipSize(entry, all))
console.log(row(left, 'what is left with every feature above stubbed out at once (the engine, the store, requests)'))

// What is left, by module: its minified bytes in the paged CRUD list with every feature stubbed out, and its share of
// that bundle's gzip bytes in proportion (gzip does not split by module: an estimate, to see where the rest goes).
const rest = await sizeOf(ENTRIES['paged CRUD list'], EXTERNAL, all)
console.log('\nwhat is left in the paged CRUD list, by module (min bytes; gzip bytes in proportion, an estimate)')
for (const [path, bytes] of Object.entries(rest.minified).sort((a, b) => b[1] - a[1])) {
  if (!bytes || path.startsWith('..') || path in all) continue
  console.log(row([bytes, Math.round((rest.size * bytes) / rest.length)], path))
}
