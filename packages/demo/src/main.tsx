import { createMockWorker } from 'form-mock-server/browser'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RestPageApiProvider } from 'use-rest-page-api'
import { ProductListPage } from './ProductListPage.tsx'
import { signIn } from './signIn.ts'

const { worker } = createMockWorker()
await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
// The mock needs an identity on every /api request, as the real service does: the demo works as the admin.
const session = await signIn('1')
const headers = () => ({ Authorization: `Bearer ${session.token}` })

const root = document.getElementById('root')
if (!root) throw new Error('[demo] index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <RestPageApiProvider headers={headers}>
      <ProductListPage />
    </RestPageApiProvider>
  </StrictMode>,
)
