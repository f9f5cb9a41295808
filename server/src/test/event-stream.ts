import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** An open event stream (`GET /api/v1/events`, or a review link guest's), read as a browser's EventSource would. */
export interface TestEventStream {
  status: number;
  /** Every event received so far. */
  events: EventSourceMessage[];
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  /** The first event after the `skip` first that matches, waiting up to `timeoutMs` for it. */
  next(match: (event: EventSourceMessage) => boolean, options?: { timeoutMs?: number; skip?: number }): Promise<EventSourceMessage>;
  close(): void;
}

export async function openEventStream(baseUrl: string, headers: Record<string, string>, path = '/api/v1/events'): Promise<TestEventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const events: EventSourceMessage[] = [];
  const waiting = new Set<() => void>();
  const parser = createParser({
    onEvent: (event) => {
      events.push(event);
      for (const wake of waiting) wake();
    },
  });
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close(): the events so far stay readable.
    }
  })();

  return {
    status: response.status,
    events,
    ended,
    next(match, { timeoutMs = 3000, skip = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(skip).find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
