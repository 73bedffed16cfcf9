import { createMockWorker } from 'form-mock-server/browser'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RestPageApiProvider } from 'use-rest-page-api'
import { ProductListPage } from './ProductListPage.tsx'

const { worker } = createMockWorker()
await worker.start({ onUnhandledRequest: 'bypass', quiet: true })

const root = document.getElementById('root')
if (!root) throw new Error('[demo] index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <RestPageApiProvider>
      <ProductListPage />
    </RestPageApiProvider>
  </StrictMode>,
)
