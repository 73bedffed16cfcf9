import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo runs the packages from source, so `pnpm dev` needs no build step.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'use-rest-page-api': fileURLToPath(new URL('../use-rest-page-api/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: false },
  build: { target: 'es2022' },
})
