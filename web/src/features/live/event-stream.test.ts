import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEventStream } from './event-stream.ts';

/** Stands in for the browser's EventSource: the tests fire its events and set its state. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  isClosed = false;
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  fire(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
  close() {
    this.isClosed = true;
  }
}

describe('openEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const listen = () => ({ ready: vi.fn(), events: { review: vi.fn() }, down: vi.fn() });

  it('passes on ready, with when the stream was asked for, and the named events', () => {
    vi.setSystemTime(1000);
    const listeners = listen();
    openEventStream('/events', listeners);
    const [source] = FakeEventSource.opened;
    source?.fire('ready');
    source?.fire('review');
    expect(listeners.ready).toHaveBeenCalledWith(1000);
    expect(listeners.events.review).toHaveBeenCalledOnce();
  });

  it('leaves a dropped stream to the browser, and asks again for one the server refused', () => {
    const listeners = listen();
    openEventStream('/events', listeners);
    const [first] = FakeEventSource.opened;
    first?.fire('error');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);

    if (first) first.readyState = FakeEventSource.CLOSED;
    first?.fire('error');
    expect(listeners.down).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('closes for good, a reopen on its way included', () => {
    const close = openEventStream('/events', listen());
    const [first] = FakeEventSource.opened;
    if (first) first.readyState = FakeEventSource.CLOSED;
    first?.fire('error');
    close();
    vi.advanceTimersByTime(10_000);
    expect(first?.isClosed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
