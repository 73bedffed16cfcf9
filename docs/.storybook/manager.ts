import { addons } from 'storybook/manager-api'
import { create } from 'storybook/theming'

// The site's name in the sidebar, and a sidebar that opens on the guides.
addons.setConfig({
  theme: create({ base: 'light', brandTitle: 'use-rest-page-api', brandUrl: '?path=/docs/introduction--docs' }),
  sidebar: { showRoots: true },
})
