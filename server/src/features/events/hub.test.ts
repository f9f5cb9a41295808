import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveHub, type GuestConnection, type LiveConnection, type LiveHubOptions } from './hub.ts';

const HEARTBEAT_MS = 25_000;

/** A stream that only counts its pings: the hub's heartbeat, apart from the database. */
function countingStream(userId: number): LiveConnection & { pings: number } {
  return { userId, sessionKey: `session-${userId}`, pings: 0, send() {}, ping() {
    this.pings += 1;
  }, close() {} };
}

describe('the live hub heartbeat', () => {
  const nothingRead: LiveHubOptions['repository'] = {
    revisionsOf: async () => [],
    peopleOf: async () => [],
    liveSessions: async () => new Set(),
    userRevisionsOf: async () => [],
    visibleProjects: async () => [],
    openLinks: async () => new Set(),
  };
  let hub: ReturnType<typeof createLiveHub>;

  beforeEach(() => {
    vi.useFakeTimers();
    hub = createLiveHub({ repository: nothingRead, log: { warn() {} } as unknown as FastifyBaseLogger, pollMs: 3_600_000, heartbeatMs: HEARTBEAT_MS, sessionCheckMs: 3_600_000 });
  });
  afterEach(() => {
    hub.close();
    vi.useRealTimers();
  });

  it('pings every stream once a period, a slice at a time rather than all in one go', async () => {
    const streams = Array.from({ length: 1000 }, (_, index) => countingStream(index + 1));
    for (const stream of streams) hub.add(stream, [], 0);
    const pinged = () => streams.reduce((total, stream) => total + stream.pings, 0);

    let most = 0;
    for (let elapsed = 0; elapsed < HEARTBEAT_MS; elapsed += HEARTBEAT_MS / 25) {
      const before = pinged();
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / 25);
      most = Math.max(most, pinged() - before);
    }
    expect(most).toBe(40);
    expect(streams.every((stream) => stream.pings === 1)).toBe(true);

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(streams.every((stream) => stream.pings === 2)).toBe(true);
  });

  it('pings a lone stream once a period, not once a slice', async () => {
    const stream = countingStream(1);
    hub.add(stream, [], 0);
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(stream.pings).toBe(3);
  });

  it('reaches streams opened during a pass, and none that closed', async () => {
    const early = Array.from({ length: 50 }, (_, index) => countingStream(index + 1));
    for (const stream of early) hub.add(stream, [], 0);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / 25);
    const late = Array.from({ length: 50 }, (_, index) => countingStream(100 + index));
    for (const stream of late) hub.add(stream, [], 0);
    const closed = early.at(-1)!;
    hub.remove(closed);
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_MS);
    expect(closed.pings).toBe(0);
    expect([...early.slice(0, -1), ...late].every((stream) => stream.pings >= 1)).toBe(true);
  });

  it("pings a review link's guests once a period", async () => {
    const guest: GuestConnection & { pings: number } = { linkId: 1, projectId: 1, pings: 0, send() {}, ping() {
      this.pings += 1;
    }, close() {} };
    hub.addGuest(guest, 0);
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_MS);
    expect(guest.pings).toBe(2);
  });
});
