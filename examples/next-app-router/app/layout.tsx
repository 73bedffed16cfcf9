import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Providers } from './Providers'
import './styles.css'

export const metadata: Metadata = { title: 'Products · use-rest-page-api on Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
