// The SWR app's server: renders `/` with the list's page loaded first (src/entry-server.tsx), and serves the built
// assets. `node server.mjs` serves the build (`pnpm build` first); `node server.mjs --dev` runs Vite in middleware mode
// with hot reload. HOST (default 127.0.0.1) and PORT (default 3000) say where it listens.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const dev = process.argv.includes('--dev')
const here = import.meta.dirname
const client = join(here, 'dist', 'client')
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
}

/** JSON that is safe inside a `<script>` element: no `<` can close it. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

const vite = dev
  ? await (await import('vite')).createServer({ root: here, server: { middlewareMode: true }, appType: 'custom' })
  : undefined
const template = dev ? undefined : await readFile(join(client, 'index.html'), 'utf8')
const { render } = dev ? {} : await import('./dist/server/entry-server.js')

/** The page at `url` (path and query), rendered with its list's rows and the fallback that hydrates them. */
async function page(url) {
  const html = dev ? await vite.transformIndexHtml(url, await readFile(join(here, 'index.html'), 'utf8')) : template
  const entry = dev ? await vite.ssrLoadModule('/src/entry-server.tsx') : { render }
  const rendered = await entry.render(url)
  return html
    .replace('<!--app-html-->', rendered.html)
    .replace(
      '<!--app-state-->',
      `<script type="application/json" id="swr-fallback">${scriptJson(rendered.fallback)}</script>`,
    )
}

/** A file of the build, never one outside it. */
async function asset(pathname) {
  const file = normalize(join(client, decodeURIComponent(pathname)))
  if (!file.startsWith(client + sep) || file.endsWith(`${sep}index.html`)) return undefined
  try {
    return { body: await readFile(file), type: types[extname(file)] ?? 'application/octet-stream' }
  } catch {
    return undefined
  }
}

async function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname === '/') {
    const html = await page(url.pathname + url.search)
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
    return
  }
  const file = dev ? undefined : await asset(url.pathname)
  if (file) {
    const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': cache }).end(file.body)
    return
  }
  if (dev) {
    vite.middlewares(request, response)
    return
  }
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    vite?.ssrFixStacktrace(error)
    console.error(error)
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end('The page could not be rendered.')
  })
})
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT || 3000)
server.listen(port, host, () => console.log(`swr-app on http://${host}:${port}/`))
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close()
    void vite?.close()
    process.exit(0)
  })
