import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const src = dirname(fileURLToPath(import.meta.url))

/** Every module of the mock (tests left out) and the modules of the mock it imports, values and types alike. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test(-d)?\.tsx?$/.test(f),
  )
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8')
    const specifiers = [...text.matchAll(/^(?:import|export)[^'"]*?from\s*'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1]!)
    graph.set(
      file,
      specifiers.map((s) => relative(src, resolve(src, dirname(file), s))),
    )
  }
  return graph
}

/** The import cycles of a graph, each as the modules around it, starting from the first found. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file)
    if (at >= 0) return void found.push([...path.slice(at), file])
    if (done.has(file)) return
    for (const next of graph.get(file) ?? []) walk(next, [...path, file])
    done.add(file)
  }
  for (const file of graph.keys()) walk(file, [])
  return found
}

it('has no import cycle among its modules (handlers import the helpers they share, never each other both ways)', () => {
  const graph = importGraph()
  expect(graph.size).toBeGreaterThan(30)
  expect(graph.get('handlers/formApp.ts')).toContain('http/keysetList.ts')
  expect(cycles(graph)).toEqual([])
})
