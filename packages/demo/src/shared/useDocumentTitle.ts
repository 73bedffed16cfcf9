import { useEffect } from 'react'

/** Sets the tab's title to `<title> - 国际合作` (or just the app's name), as the list pages do. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} - 国际合作` : '国际合作'
  }, [title])
}
