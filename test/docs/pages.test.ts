import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'

// The hand-written pages of the docs site (docs/Introduction.mdx, docs/guides/*.mdx): valid MDX as Storybook
// compiles it (MDX 3 with GitHub tables), each guide with a live example, each in the sidebar's order.
const docs = fileURLToPath(new URL('../../docs', import.meta.url))
const guides = readdirSync(join(docs, 'guides')).filter((name) => name.endsWith('.mdx'))
const pages = ['Introduction.mdx', ...guides.map((name) => `guides/${name}`)]

describe('the docs pages', () => {
  it.each(pages)('%s compiles as MDX', async (page) => {
    await expect(compile(readFileSync(join(docs, page), 'utf8'), { remarkPlugins: [remarkGfm] })).resolves.toBeDefined()
  })

  it.each(guides)('%s shows a live example of its stories file', (guide) => {
    const text = readFileSync(join(docs, 'guides', guide), 'utf8')
    expect(text).toContain(`import * as Stories from './${guide.replace(/\.mdx$/, '.stories.tsx')}'`)
    expect(text).toMatch(/<Canvas of=\{Stories\.\w+\}/)
  })

  it('lists every guide in the sidebar order, by its stories title', () => {
    const preview = readFileSync(join(docs, '.storybook/preview.tsx'), 'utf8')
    const titles = guides.map((guide) => {
      const stories = readFileSync(join(docs, 'guides', guide.replace(/\.mdx$/, '.stories.tsx')), 'utf8')
      return /title: '([^']+)'/.exec(stories)?.[1]
    })
    for (const title of titles) {
      expect(title).toMatch(/^Guides\//)
      expect(preview).toContain(`'${title?.slice('Guides/'.length)}'`)
    }
  })
})
