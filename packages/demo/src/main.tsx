import { startEmbeddedMock } from './app/boot/startEmbeddedMock.ts'
import './styles/tokens.css'
import './styles/app.css'
// What index.html shows from the first paint, before any script has run: the shell's header and the route's progress
// bar. Only here (their components do not import them), so they stay in the entry's stylesheet in <head>, after the
// shared classes: a stylesheet imported by the entry and by a lazy chunk as well goes into a chunk of its own, whose
// <link> the build may put before the entry's.
import './app/AppShell.css'
import './components/ProgressBar.css'

// The entry is small on purpose (issue 22, speed): it starts the embedded mock and loads the app's code side by
// side, so neither waits for the other to download. VITE_API_BASE=<url> talks to a real server; without it the
// embedded msw mock answers, started before the app's first request so no request escapes it.
const apiBase = import.meta.env.VITE_API_BASE?.trim() || ''
const mockReady = apiBase ? undefined : startEmbeddedMock()
const { startApp } = await import('./app/boot/startApp.tsx')
await startApp({ apiBase, mockReady })
