import { SyntaxHighlighter } from 'storybook/internal/components'

/**
 * Code fences of the guides are highlighted by Storybook's Prism (react-syntax-highlighter's light build), which
 * knows `typescript`, `tsx`, `json`, `bash` and a few more: `ts` (the fence the samples use) and `java` (the Spring
 * controllers) are added here. Each grammar is a refractor-style function: it receives Prism and defines one language.
 */
interface Prism {
  languages: Record<string, unknown> & {
    extend(base: string, grammar: Record<string, unknown>): unknown
    insertBefore(inside: string, before: string, grammar: Record<string, unknown>): void
  }
}
type Grammar = ((prism: Prism) => void) & { displayName: string; aliases: string[] }

function grammar(name: string, define: (prism: Prism) => void): Grammar {
  return Object.assign(define, { displayName: name, aliases: [] })
}

const ts = grammar('ts', (prism) => {
  prism.languages.ts = prism.languages.typescript
})

const java = grammar('java', (prism) => {
  prism.languages.java = prism.languages.extend('clike', {
    'class-name': /\b[A-Z][\w]*\b/,
    keyword:
      /\b(?:abstract|boolean|break|byte|case|catch|char|class|continue|default|do|double|else|enum|extends|final|finally|float|for|if|implements|import|instanceof|int|interface|long|new|package|private|protected|public|record|return|short|static|super|switch|this|throw|throws|try|var|void|while)\b/,
    boolean: /\b(?:true|false|null)\b/,
    number: /\b\d[\d_]*(?:\.\d+)?[dfl]?\b/i,
    operator: /->|[<>]=?|[!=]=?|&&|\|\||[-+*/%]=?|[?:~^]/,
  })
  prism.languages.insertBefore('java', 'keyword', { annotation: { pattern: /@\w+/, alias: 'function' } })
})

SyntaxHighlighter.registerLanguage('ts', ts)
SyntaxHighlighter.registerLanguage('java', java)
