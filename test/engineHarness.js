import { afterEach, expect, vi } from 'vitest';
import { createFeedController } from "../packages/use-rest-page-api/src/core/engine/createFeedController.js";
import { createListController } from "../packages/use-rest-page-api/src/core/engine/createListController.js";
import { createPageStore } from "../packages/use-rest-page-api/src/core/store/createRestPageStore.js";
import { ORIGIN } from "./mockApi.js";
/**
 * A `UrlAdapter` over an in-memory history, as a browser keeps one: `write` pushes or replaces an entry, `back` and
 * `forward` move through them and tell the subscribers (the list's own writes tell nobody, as `pushState` does not).
 */
export function memoryUrlAdapter(initial = '') {
    const entries = [initial];
    let index = 0;
    const listeners = new Set();
    const move = (by) => {
        index = Math.max(0, Math.min(entries.length - 1, index + by));
        for (const listener of [...listeners])
            listener();
    };
    const adapter = {
        read: () => entries[index],
        write(search, mode) {
            if (mode === 'push')
                entries.splice(++index, entries.length, search);
            else
                entries[index] = search;
        },
        subscribe(listener) {
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
        back: () => move(-1),
        forward: () => move(1),
        /** A link or the router's own navigation: a new entry, told to the subscribers. */
        navigate(search) {
            entries.splice(++index, entries.length, search);
            move(0);
        },
        /** Every entry, and which is current. */
        history: () => ({ entries: [...entries], index }),
        listeners: () => listeners.size,
    };
    return adapter;
}
/** Every view `engine` made since the last `disconnectAll`. */
const made = new Set();
/**
 * Disconnects every view `engine` made so far, as Testing Library's `cleanup` unmounts every rendered hook after a
 * test: `afterEach(disconnectAll)`, so nothing a test left loading lands in the next one.
 */
export function disconnectAll() {
    for (const view of made)
        view.disconnect();
    made.clear();
}
// In every test file that uses the harness: a view a test left connected would hear the next test's writes (another
// tab's, through the BroadcastChannel) and reload into its requests.
afterEach(disconnectAll);
/**
 * What a call rejects with (a throw before its promise counts too); fails the test when it resolves. The `rejection`
 * of test/listHelpers.ts without `act`, which a view with no React does not need.
 */
export async function rejection(call) {
    try {
        await call();
    }
    catch (error) {
        return error;
    }
    throw new Error('expected a rejection');
}
/**
 * A list or a feed with no React, connected to a store: what a host would render is `now()` after each change (typed
 * as the list's or the feed's result when `kind` is a literal). The server is the mock (msw in node), so tests assert
 * on the requests it received. `defaultValue` is the hook's second argument (default `[]`).
 */
export function engine(kind, options = {}, { store = createPageStore(), settings = {}, url = `${ORIGIN}/api/products`, connect = true, defaultValue = [], } = {}) {
    const config = {
        url,
        settings,
        options,
        defaultValue,
        store,
    };
    const controller = kind === 'list' ? createListController(config) : createFeedController(config);
    let disconnect = connect ? controller.connect() : () => { };
    const now = () => controller.getResult();
    const view = {
        controller,
        store,
        now,
        /** Resolves once nothing is loading or due. */
        settled: () => vi.waitFor(() => expect(now().isFetching).toBe(false)),
        disconnect: () => disconnect(),
        connect: () => void (disconnect = controller.connect()),
    };
    made.add(view);
    return view;
}
/** Lets the microtasks and timers of one task run (the release of a key, a due load). */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
//# sourceMappingURL=engineHarness.js.map