import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'docs-static/**',
      'coverage/**',
      '**/public/mockServiceWorker.js',
      '**/.next/**',
      '**/next-env.d.ts',
      // The examples' build outputs and React Router's generated types.
      'examples/*/build/**',
      'examples/*/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's rules (style.md rule 25): every one the plugin presets, as errors.
      ...compilerRules('error'),
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No focused tests.',
        },
        {
          selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No skipped tests.',
        },
      ],
    },
  },
  // The form app's layers (packages/demo/README.md, "Layout"): app/ composes routes, providers and start-up and sits on
  // top; features/ import shared/ and components/, never app/; shared/ and components/ import no feature. Checked on
  // the import's path, so a relative import that climbs into a layer above is refused wherever it stands.
  ...demoLayers([
    { folder: 'features', above: ['app', 'testing'], testsAbove: ['app'] },
    { folder: 'shared', above: ['app', 'features', 'testing'] },
    { folder: 'components', above: ['app', 'features', 'shared', 'testing'] },
  ]),
  {
    files: ['.ci/**/*.{js,mjs}', 'scripts/**/*.{js,mjs}', 'examples/*/e2e/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The examples' own Node servers (examples/swr-app/server.mjs).
    files: ['examples/*/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)

/**
 * The React Compiler's lint rules of eslint-plugin-react-hooks (every rule of its `recommended-latest` preset but the
 * two classic ones, set above), all at `level`. Read from the plugin, so an upgrade that adds one turns it on.
 */
function compilerRules(level) {
  const classic = new Set(['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'])
  return Object.fromEntries(
    Object.keys(reactHooks.configs['recommended-latest'].rules)
      .filter((rule) => !classic.has(rule))
      .map((rule) => [rule, level]),
  )
}

/**
 * `no-restricted-imports` for the form app's layers: the files of each `folder` of packages/demo/src may not import
 * from the folders `above` it; its test files from `testsAbove` (default `above`: a feature's tests render the whole
 * app through testing/).
 */
function demoLayers(layers) {
  const rule = (folders) => [
    'error',
    {
      patterns: [
        {
          regex: `^(\\.\\./)+(${folders.join('|')})/`,
          message: `the form app's layers: this folder may not import from ${folders.join('/, ')}/ (packages/demo/README.md, Layout)`,
        },
      ],
    },
  ]
  return layers.flatMap(({ folder, above, testsAbove = above }) => {
    const tests = `packages/demo/src/${folder}/**/*.test.{ts,tsx}`
    return [
      {
        files: [`packages/demo/src/${folder}/**/*.{ts,tsx}`],
        ignores: [tests],
        rules: { 'no-restricted-imports': rule(above) },
      },
      { files: [tests], rules: { 'no-restricted-imports': rule(testsAbove) } },
    ]
  })
}
