import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // use-rest-page-api comes from the workspace: its own imports of React and SWR must find this app's copies.
  resolve: { dedupe: ['react', 'react-dom', 'swr'] },
})
