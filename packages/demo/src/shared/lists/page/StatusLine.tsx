import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react'
import './StatusLine.css'

/** A button the line offers with its message (撤销). */
export interface StatusAction {
  label: string
  run: () => void
}

export interface AnnounceOptions {
  /** Said to a screen reader, not shown (a page turned, the count a filter found). Default `false`. */
  hidden?: boolean | undefined
  /** A button beside the message. Default: none. */
  action?: StatusAction | undefined
  /** The button takes the focus (the rows it acts on have just left the page). Default `false`. */
  focusAction?: boolean | undefined
  /** News rather than a success (someone else got there first, some rows failed). Default `success`. */
  tone?: 'success' | 'info' | undefined
  /**
   * Who says it (`'undoable-delete'`). An offer (a message with an `action`) that names its owner stays on the line
   * while others say something, beside their words, until its owner says something else or another offer comes: a
   * 撤销 cannot be taken away by an export finishing within its 5 s. Default: none (any later message replaces it).
   */
  owner?: string | undefined
}

/** Says what an action did, in the page's one polite live region. */
export type Announce = (text: string, options?: AnnounceOptions) => void

interface StatusMessage extends AnnounceOptions {
  text: string
  /** Counts the messages: the same words said twice are still said twice (a new text node each). */
  seq: number
}

/**
 * The page's status line: what the last action did (已同意…, 已删除… with 撤销, 已导出…), in one polite live region
 * a page has once, on a desktop and on a phone alike. Render `<StatusLine status={…} />` where it is shown and give
 * `status.say` to the page through `AnnounceContext`.
 *
 * @example
 * const status = useStatusLine()
 * status.say('已保存草稿“出差申请”。')
 */
export function useStatusLine() {
  const [state, setState] = useState<{ message: StatusMessage | null; offer: StatusMessage | null }>({
    message: null,
    offer: null,
  })
  const line = useRef<HTMLParagraphElement>(null)
  const say = useCallback<Announce>(
    (text, options = {}) =>
      setState(({ message, offer }) => {
        const said = { ...options, text, seq: Math.max(message?.seq ?? 0, offer?.seq ?? 0) + 1 }
        if (said.action) return { message: null, offer: said }
        // An offer its owner has not taken back stays beside what others say.
        const kept = offer?.owner !== undefined && offer.owner !== said.owner ? offer : null
        return { message: said, offer: kept }
      }),
    [],
  )
  return {
    /** The last message said, when it is not the offer. */
    message: state.message,
    /** The offer on the line (a message with its button), if any. */
    offer: state.offer,
    say,
    line,
    /** Gives the line the focus (a place to land when what had it is gone). */
    focus: useCallback(() => line.current, []),
  }
}
export type StatusLineState = ReturnType<typeof useStatusLine>

/** The page's `say`; outside a page with a status line, a no-op. */
export const AnnounceContext = createContext<Announce>(() => {})

/** Says something in the page's status line. */
export const useAnnounce = () => useContext(AnnounceContext)

/**
 * The status line: a polite live region with the last message, and the offer still open (撤销) with its button. When
 * the button had the focus and goes (the undo window is over), the line takes the focus, so it is never left on
 * `<body>`.
 */
export function StatusLine({ status }: { status: StatusLineState }) {
  const { message, offer, line } = status
  const button = useRef<HTMLButtonElement>(null)
  const buttonHadFocus = useRef(false)
  useEffect(() => {
    if (offer?.focusAction) button.current?.focus()
  }, [offer])
  useLayoutEffect(() => {
    if (offer || !buttonHadFocus.current) return
    buttonHadFocus.current = false
    if (!document.activeElement || document.activeElement === document.body) line.current?.focus()
  }, [offer, line])
  const shown = (message && !message.hidden) || offer
  return (
    <p
      ref={line}
      className="list-status"
      role="status"
      tabIndex={-1}
      data-shown={shown || undefined}
      data-tone={(message ?? offer)?.tone}
    >
      {message && (
        // A new node for every message: a screen reader says the same words again when they are said again.
        <span key={message.seq} className={message.hidden ? 'visually-hidden' : undefined}>
          {message.text}
        </span>
      )}
      {offer && <span key={offer.seq}>{offer.text}</span>}
      {offer?.action && (
        <button
          ref={button}
          type="button"
          className="btn btn-link"
          onFocus={() => (buttonHadFocus.current = true)}
          onBlur={() => (buttonHadFocus.current = false)}
          onClick={offer.action.run}
        >
          {offer.action.label}
        </button>
      )}
    </p>
  )
}
