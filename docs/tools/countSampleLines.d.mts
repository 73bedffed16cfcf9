/** The code lines of one sample of the comparison guide: the list's own, those within `#region once`, all. */
export interface SampleLines {
  list: number
  once: number
  total: number
}

/** The code lines of a sample's text: blank lines and comment-only lines left out. */
export function countLines(text: string): SampleLines

/** Every sample of `docs/guides/examples/compare/` (or `dir`), by file name, with its counts. */
export function countSamples(dir?: string): Record<string, SampleLines>
