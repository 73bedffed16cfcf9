import type { Page } from '@playwright/test'

/**
 * Cuts or restores the embedded mock's network (`controls.network`, the mock's README, Test controls), through its
 * switch `PUT /mock-controls/network`, which is never cut itself. Offline, every `/api` request the page sends fails
 * as a network error, `navigator.onLine` reads false and the window hears `offline` (then `online`), as with a cut
 * cable; the cut outlasts a reload of the tab. Playwright's own `setOffline` cannot do it: the mock answers inside
 * the page, through its service worker.
 */
export async function setNetwork(page: Page, network: 'online' | 'offline') {
  const answer = await page.evaluate(async (state) => {
    const response = await fetch('/mock-controls/network', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ network: state }),
    })
    return { status: response.status, onLine: navigator.onLine }
  }, network)
  if (answer.status !== 200 || answer.onLine !== (network === 'online'))
    throw new Error(`[e2e] the mock did not go ${network}: ${JSON.stringify(answer)}`)
}
