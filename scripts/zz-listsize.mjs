import { sizeOf } from './sizeOf.mjs'
const r = await sizeOf({ 'index.js': '{ useRestPageApi, RestPageApiProvider }' }, ['react', 'react-dom'])
console.log('list', r.size)
const mods = Object.entries(r.minified ?? {}).sort((a, b) => b[1] - a[1])
for (const [m, b] of mods.slice(0, 45)) console.log(String(b).padStart(6), m)
