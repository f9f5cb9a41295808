import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A stream whose client stopped reading for this long is dropped; it reconnects and refreshes. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/** One event as the bytes of one HTTP/1.1 chunk: its length in hexadecimal, the frame, CRLF. */
function chunkOf(frame: string): Buffer {
  const body = Buffer.from(frame);
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`, 'latin1'), body, Buffer.from('\r\n', 'latin1')]);
}

interface Frame {
  text: string;
  chunk: Buffer;
}

/**
 * The frame last made, by its event and data object: a change is told to thousands of streams in a
 * row with one data object (hub.ts), so it is serialised and framed once, not once a stream.
 */
let last: { event: string; data: object; frame: Frame } | null = null;

function frameOf(event: string, data: object): Frame {
  if (last?.event !== event || last.data !== data) {
    const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    last = { event, data, frame: { text, chunk: chunkOf(text) } };
  }
  return last.frame;
}

/** A frame that is the same for every stream, made once. */
const constantFrame = (text: string): Frame => ({ text, chunk: chunkOf(text) });

const PING = constantFrame(': ping\n\n');
const OPENING = constantFrame(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);

/**
 * Writes a frame made once for every stream to the socket, as the whole chunk the response would have
 * written, when nothing of the response's own waits before it: `res.write` writes a chunk in four
 * pieces, corks the socket until the next tick and leaves about a kilobyte of garbage a stream, which
 * at 19,000 streams cost collections in the middle of the fan-out (bench:live). Otherwise (an HTTP/1.0
 * client, no socket) the response writes it.
 */
function writeFrame(res: ServerResponse, frame: Frame) {
  const socket = res.socket;
  if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
  else if (socket && res.chunkedEncoding && res.headersSent && res.writableLength === socket.writableLength) socket.write(frame.chunk);
  else res.write(frame.text);
}

/**
 * One open Server-Sent Events stream, on a response opened by `openEventStream`. A class rather than
 * closures: thousands stay open at once, and methods on the prototype cost nothing per stream.
 */
export class SseStream {
  constructor(protected readonly res: ServerResponse) {}

  /** `data` is not changed after it is sent: its frame may be reused for the next stream. */
  protected emit(event: string, data: object) {
    this.write(frameOf(event, data));
  }

  ping() {
    this.write(PING);
  }

  close() {
    this.res.end();
  }

  private write(frame: Frame) {
    writeFrame(this.res, frame);
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
  // The headers go now, and the opening frame the way every later frame goes: a socket's first direct
  // write sets up what the socket keeps for writing, and made when each stream opens it is not left to
  // the first change, which 19,000 streams paid for at once (bench:live: that fan-out took 290 ms
  // instead of 180).
  res.flushHeaders();
  writeFrame(res, OPENING);
  return res;
}
