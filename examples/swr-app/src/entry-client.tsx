import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { DehydratedPages } from 'use-rest-page-api'
import { App } from './App.tsx'
import './app.css'

// The pages the server rendered, from the JSON it wrote into the page (server.mjs): the same `fallback`, so the
// hydration render shows the same rows and asks for none of them.
const fallback = JSON.parse(document.getElementById('swr-fallback')?.textContent ?? '{}') as DehydratedPages
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App fallback={fallback} />
  </StrictMode>,
)
