import type { ServerResponse } from 'node:http';
import { SseStream } from '../../plugins/sse-stream.ts';
import type { GuestConnection } from '../events/index.ts';

/** A review link guest's open stream: read-only, it only says when to ask for the review again. */
export class GuestStream extends SseStream implements GuestConnection {
  constructor(
    readonly linkId: number,
    readonly projectId: number,
    res: ServerResponse,
  ) {
    super(res);
  }

  send(event: 'review', data: Record<string, never>) {
    this.emit(event, data);
  }
}
