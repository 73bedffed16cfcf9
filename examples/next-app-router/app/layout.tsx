import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Providers } from './Providers'
import './styles.css'

export const metadata: Metadata = { title: 'Products · use-rest-page-api on Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <nav aria-label="Sections">
          <Link href="/products">Products</Link>
          <Link href="/compare">Cheapest and dearest</Link>
          <Link href="/streamed">Streamed</Link>
        </nav>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
