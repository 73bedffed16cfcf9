import { createHandlers } from 'form-mock-server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
/** The origin relative urls resolve against in jsdom. */
export const ORIGIN = 'http://localhost:3000';
/**
 * The msw mock of the full server for one test file: a fresh seeded database before each test, per-test handlers
 * reset after each, unhandled requests are errors, and every request the server received is recorded.
 */
export function setupMockApi(options = {}) {
    const mock = createHandlers(options);
    const { db, controls } = mock;
    const server = setupServer(...mock.handlers);
    const received = [];
    const pending = [];
    server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        const entry = {
            method: request.method,
            path: decodeURIComponent(url.pathname + url.search),
            url,
            headers: request.headers,
            body: undefined,
        };
        received.push(entry);
        pending.push(request
            .clone()
            .text()
            .then((text) => {
            if (text === '')
                return;
            try {
                entry.body = JSON.parse(text);
            }
            catch {
                entry.body = text;
            }
        }));
    });
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    beforeEach(() => {
        mock.reset();
        received.length = 0;
        pending.length = 0;
    });
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
    return {
        db,
        controls,
        server,
        /** Restores the seeded data and the controls (done before each test). */
        reset: mock.reset,
        /** Every request received so far, bodies read. */
        async requests() {
            await Promise.all(pending);
            return [...received];
        },
        /** Forgets the requests received so far. */
        clear() {
            received.length = 0;
            pending.length = 0;
        },
        /** The requests received so far, as `METHOD path` lines. */
        lines() {
            return received.map((r) => `${r.method} ${r.path}`);
        },
    };
}
//# sourceMappingURL=mockApi.js.map