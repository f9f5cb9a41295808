import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A stream whose client stopped reading for this long is dropped; it reconnects and refreshes. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/**
 * One open Server-Sent Events stream. A class rather than closures: thousands stay open at once, and
 * methods on the prototype cost nothing per stream.
 */
/**
 * The frame last made, by its event and data object: a change is told to thousands of streams in a
 * row with one data object (hub.ts), so it is serialised once, not once a stream.
 */
let last: { event: string; data: object; frame: string } | null = null;

function frameOf(event: string, data: object) {
  if (last?.event !== event || last.data !== data) last = { event, data, frame: `event: ${event}\ndata: ${JSON.stringify(data)}\n\n` };
  return last.frame;
}

export class SseStream {
  constructor(protected readonly res: ServerResponse) {}

  /** `data` is not changed after it is sent: its frame may be reused for the next stream. */
  protected emit(event: string, data: object) {
    this.write(frameOf(event, data));
  }

  ping() {
    this.write(': ping\n\n');
  }

  close() {
    this.res.end();
  }

  write(frame: string) {
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.res.destroy();
    else this.res.write(frame);
  }
}

/** Takes the response over from Fastify and opens it as an event stream, with its `ready` event. */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  // Hijacked, so the app's security headers are not sent: a stream of events renders nothing they
  // would guard, and each header kept costs memory on every one of thousands of open streams.
  res.writeHead(200, {
    'x-content-type-options': 'nosniff',
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold the events back in a buffer.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
  return res;
}
