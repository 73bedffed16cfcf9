import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Workspace packages export their source (their packed package.json points at dist), so `pnpm dev` builds nothing.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: false },
  build: { target: 'es2022' },
})
