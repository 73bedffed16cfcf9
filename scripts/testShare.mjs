// Where the hook's tests run (issue 21: at least 40 % of its test lines in node): the lines of every test file of
// packages/use-rest-page-api (and the harness it uses in test/), counted once each, by where the file name says it
// runs: x.test.ts in node, x.test.tsx in jsdom (again on React 18 and React Router 8), x.test-d.ts as a type test.
//   node scripts/testShare.mjs
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}
const lines = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '').length
const totals = { node: 0, jsdom: 0, types: 0 }
for (const path of files('packages/use-rest-page-api/src')) {
  if (path.endsWith('.test.ts')) totals.node += lines(path)
  else if (path.endsWith('.test.tsx')) totals.jsdom += lines(path)
  else if (path.endsWith('.test-d.ts')) totals.types += lines(path)
}
const runtime = totals.node + totals.jsdom
console.log(
  `use-rest-page-api test lines (non-blank): ${totals.node} in node, ${totals.jsdom} in jsdom, ${totals.types} type tests`,
)
console.log(`in node: ${((100 * totals.node) / runtime).toFixed(1)} % of the lines that run (type tests left out)`)
