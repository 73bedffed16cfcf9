import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * React may render a component and throw the result away (a transition overtaken, StrictMode's second call, a
 * suspended tree): a ref written during render then holds a callback of a render that never showed, and one read
 * during render shows what the last commit left there. React's own checker (eslint-plugin-react-hooks, its `refs`
 * rule) reads every component and hook of the app for both. It compiles each one: about 16 s of CPU here, so the
 * time allowed is the machine's, not a race's.
 */
it('writes and reads no ref while rendering, in any component or hook of the app', { timeout: 120_000 }, async () => {
  // That one rule alone, not the repository's whole configuration.
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'react-hooks': { rules: reactHooks.rules } as ESLint.Plugin },
      rules: { 'react-hooks/refs': 'error' },
    },
  })
  const results = await eslint.lintFiles(['packages/demo/src/**/*.{ts,tsx}'])
  expect(results.length).toBeGreaterThan(100)
  const found = results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId === 'react-hooks/refs')
      .map((m) => `${r.filePath.slice(root.length)}:${m.line} ${m.message.split('\n')[0]}`),
  )
  expect(found).toEqual([])
})
