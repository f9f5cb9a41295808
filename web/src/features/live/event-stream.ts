/** After the server refused a stream, how long until it is asked again (polling covers the gap). */
const REOPEN_MS = 10_000;

export interface EventStreamListeners {
  /** The server's first event on each connection; `openedAt` is when this stream was first asked for. */
  ready: (openedAt: number) => void;
  /** The other events, by name. */
  events: Record<string, () => void>;
  /** The stream dropped or was refused; the browser or a reopen brings it back. */
  down: () => void;
}

/**
 * Opens a Server-Sent Events stream and keeps it open: the browser reconnects a dropped stream by
 * itself, but gives up on an error reply (a restart, a proxy), so the stream is then asked for again
 * later. Returns the function that closes it for good.
 */
export function openEventStream(url: string, listeners: EventStreamListeners): () => void {
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const openedAt = Date.now();
    source = new EventSource(url);
    source.addEventListener('ready', () => listeners.ready(openedAt));
    for (const [name, listener] of Object.entries(listeners.events)) source.addEventListener(name, listener);
    source.addEventListener('error', () => {
      listeners.down();
      if (source?.readyState === EventSource.CLOSED) reopenTimer = setTimeout(open, REOPEN_MS);
    });
  };
  open();
  return () => {
    clearTimeout(reopenTimer);
    source?.close();
  };
}
