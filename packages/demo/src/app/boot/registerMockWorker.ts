/**
 * Registers msw's service worker ahead of msw itself, and resolves once the worker controls the page (or once it
 * is clear it will not, see below), so the registration runs while the mock's code downloads.
 *
 * msw's `worker.start()` registers the worker too, but only once its code has loaded, and it reloads the page when it
 * finds a registration of its worker while nothing controls the page. So this waits for the control a new worker
 * takes when it activates (msw's worker calls `clients.claim()`). A page already controlled (a reload) has nothing to
 * wait for. An active worker that does not control the page (after a hard reload) never will: msw reloads the page
 * then, as it always did.
 *
 * @example
 * await registerMockWorker(navigator.serviceWorker, '/mockServiceWorker.js')
 * await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' } })
 */
export async function registerMockWorker(container: ServiceWorkerContainer | undefined, url: string): Promise<void> {
  if (!container) {
    throw new Error(
      `[demo] this page cannot use a service worker (${location.origin} is not a secure origin), so the embedded mock cannot start: open it on localhost or https, or set VITE_API_BASE to a real server`,
    )
  }
  if (container.controller) return
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  )
  const registration = await container.register(url)
  const incoming = registration.installing ?? registration.waiting
  if (container.controller || !incoming) return
  await Promise.race([
    controlled,
    new Promise<never>((_, reject) =>
      incoming.addEventListener('statechange', () => {
        if (incoming.state === 'redundant') {
          reject(new Error(`[demo] the embedded mock's service worker ${url} failed to install: see the console`))
        }
      }),
    ),
  ])
}
