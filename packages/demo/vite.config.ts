import babel from '@rolldown/plugin-babel'
import react, { reactCompilerPreset } from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// REACT_COMPILER=1: the app compiled by the React Compiler (babel-plugin-react-compiler through @rolldown/plugin-babel,
// as @vitejs/plugin-react's README sets it up), for `vite build` and `vite dev` alike. Only the app's
// own code (src/) is compiled, as an app compiles its code and not the libraries it installs: the workspace packages
// it imports from source (use-rest-page-api, the mock) stand for what npm would give it. The end-to-end specs run on
// this build and on the plain one (playwright.config.ts).
const reactCompiler = process.env.REACT_COMPILER === '1'
const appSource = fileURLToPath(new URL('./src/', import.meta.url))

// Workspace packages export their source (their packed package.json points at dist), so `pnpm dev` builds nothing.
export default defineConfig({
  plugins: [
    react(),
    reactCompiler &&
      babel({
        include: [(file) => file !== undefined && file.startsWith(appSource) && /\.[jt]sx?$/.test(file)],
        presets: [reactCompilerPreset()],
      }),
  ],
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The embedded mock (loaded only without VITE_API_BASE) in two chunks, msw and the mock's own code, so
        // neither grows past the chunk-size warning as the mock gains handlers. Pages are split by the router.
        codeSplitting: {
          groups: [
            {
              name: 'msw',
              test: /node_modules[\\/].*(msw|@mswjs|graphql|headers-polyfill|outvariant|strict-event-emitter)/,
            },
            { name: 'mock-server', test: /packages[\\/]mock-server[\\/]src/ },
          ],
        },
      },
    },
  },
})
