import type { GuestConnection, LiveConnection } from './live-connections.ts';

/** How many ticks a heartbeat period is cut into. */
const HEARTBEAT_SLICES = 25;

/**
 * Pings every open stream once a heartbeat period, so proxies and browsers keep idle streams open.
 * Heartbeats go out a slice at a time: 19,000 streams pinged in one go held the event loop for a
 * tenth of a second every period, and a change or a request arriving then waited for it all. Each
 * period starts a pass over the streams; every tick pings its share of them, so a stream is pinged
 * once a period (twice as long apart at most, when many streams open during a pass).
 */
export function startHeartbeats(heartbeatMs: number, members: ReadonlyMap<LiveConnection, unknown>, guestsByProject: ReadonlyMap<number, ReadonlySet<GuestConnection>>): NodeJS.Timeout {
  let tick = 0;
  let pass: Iterator<LiveConnection> | null = null;
  const timer = setInterval(() => {
    const startsPeriod = tick++ % HEARTBEAT_SLICES === 0;
    // Guests are a review link's few visitors: all of them at once.
    if (startsPeriod) for (const guests of guestsByProject.values()) for (const guest of guests) guest.ping();
    let started = false;
    for (let share = Math.ceil(members.size / HEARTBEAT_SLICES); share > 0; ) {
      if (!pass) {
        // A pass starts with a period (once); one still under way when a period starts goes on.
        if (!startsPeriod || started) return;
        pass = members.keys();
        started = true;
      }
      const next = pass.next();
      if (next.done) {
        pass = null;
        continue;
      }
      next.value.ping();
      share -= 1;
    }
  }, heartbeatMs / HEARTBEAT_SLICES);
  timer.unref();
  return timer;
}
