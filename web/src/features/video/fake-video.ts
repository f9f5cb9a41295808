type FrameCallback = (now: number, metadata: { mediaTime: number; expectedDisplayTime: number }) => void;

/**
 * Just enough of a media element for a transport's tests: playing and pausing (an `<audio>`, which
 * tells no frames). Tests that need seeks to take time add them.
 */
export class FakeMedia extends EventTarget {
  readyState: number;
  protected time = 0;
  paused = true;
  ended = false;
  seeking = false;
  playbackRate = 1;
  volume = 1;
  muted = false;

  constructor(readyState = 1) {
    super();
    this.readyState = readyState;
  }
  get currentTime() {
    return this.time;
  }
  set currentTime(value: number) {
    this.time = value;
  }
  play() {
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
}

/** A `<video>`: a media element that hands out frame callbacks, called by `present`. */
export class FakeVideo extends FakeMedia {
  private callbacks: FrameCallback[] = [];

  requestVideoFrameCallback(callback: FrameCallback) {
    this.callbacks.push(callback);
    return this.callbacks.length;
  }
  cancelVideoFrameCallback() {
    this.callbacks = [];
  }
  /** The element presents the frame at `mediaTime`, shown at `shownAt` on the page's clock. */
  present(mediaTime: number, shownAt = 0) {
    const pending = this.callbacks;
    this.callbacks = [];
    for (const callback of pending) callback(shownAt, { mediaTime, expectedDisplayTime: shownAt });
  }
}
