import type { NextConfig } from 'next'

const config: NextConfig = {
  // use-rest-page-api comes from the workspace, whose `exports` point at its TypeScript sources.
  transpilePackages: ['use-rest-page-api'],
  // The e2e specs build with source maps, to list the modules the browser gets (no devtools in production).
  ...(process.env.EXAMPLE_SOURCE_MAPS === '1' && { productionBrowserSourceMaps: true }),
}

export default config
