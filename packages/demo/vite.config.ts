import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Workspace packages export their source (their packed package.json points at dist), so `pnpm dev` builds nothing.
export default defineConfig({
  plugins: [react()],
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
