import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { expect, it } from 'vitest'

const src = fileURLToPath(new URL('.', import.meta.url))

/**
 * The app's modules that name a ref (`useRef`, `.current`, a `…Ref` or `ref`): the only ones that can touch one. The
 * check compiles each module it reads (about a quarter of a second of CPU a file), so it reads these alone.
 */
const withRefs = () =>
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(src, f))
    .filter((file) => /\.current\b|\buseRef\b|[A-Za-z]Ref\b|\bref\b/.test(readFileSync(file, 'utf8')))

/**
 * React may render a component and throw the result away (a transition overtaken, StrictMode's second call, a
 * suspended tree): a ref written during render then holds a callback of a render that never showed, and one read
 * during render shows what the last commit left there. React's own checker (eslint-plugin-react-hooks, its `refs`
 * rule, on the React Compiler's analysis) reads every component and hook of the app that names a ref, for both.
 */
it('writes and reads no ref while rendering, in any component or hook of the app', { timeout: 60_000 }, async () => {
  const files = withRefs()
  expect(files.length).toBeGreaterThan(30)
  // That one rule alone, not the repository's whole configuration.
  const eslint = new ESLint({
    cwd: src,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      linterOptions: { reportUnusedDisableDirectives: 'off' },
      languageOptions: { parser: tseslint.parser },
      plugins: { 'react-hooks': { rules: reactHooks.rules } as ESLint.Plugin },
      rules: { 'react-hooks/refs': 'error' },
    },
  })
  const results = await eslint.lintFiles(files)
  const found = results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath.slice(src.length)}:${m.line} ${m.ruleId} ${m.message.split('\n')[0]}`),
  )
  expect(found).toEqual([])
})
