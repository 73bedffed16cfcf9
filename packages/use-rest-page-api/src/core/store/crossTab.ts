/** The channel the stores of one origin tell each other of a collection's writes on. */
const CHANNEL = 'use-rest-page-api'
/** Longest collection url taken from the channel. */
const MAX_REMOTE_TARGET = 2048

/**
 * The other tabs of the origin, as one store hears and tells them (a `BroadcastChannel`): `tell(collection)` after a
 * write there, whether or not this store listens; `listen(heard)` while some list takes cross-tab reloads, the channel
 * closing with the last listener. Nothing happens where there is no `BroadcastChannel`.
 *
 * @example
 * const tabs = crossTab()
 * const stop = tabs.listen((collection) => store.invalidate(collection))
 * tabs.tell('/api/products')
 */
export function crossTab() {
  let channel: BroadcastChannel | undefined
  const heard = new Set<(collection: string) => void>()
  return {
    tell(collection: string) {
      if (typeof BroadcastChannel == 'undefined') return
      if (channel) return channel.postMessage({ invalidate: collection })
      const once = new BroadcastChannel(CHANNEL)
      once.postMessage({ invalidate: collection })
      once.close()
    },
    listen(listener: (collection: string) => void): () => void {
      heard.add(listener)
      if (!channel && typeof BroadcastChannel != 'undefined') {
        channel = new BroadcastChannel(CHANNEL)
        channel.onmessage = ({ data }: MessageEvent) => {
          const target: unknown = data?.invalidate
          if (typeof target != 'string' || !target || target.length > MAX_REMOTE_TARGET) return
          for (const listener of [...heard]) listener(target)
        }
      }
      return () => {
        heard.delete(listener)
        if (heard.size) return
        channel?.close()
        channel = undefined
      }
    },
  }
}
