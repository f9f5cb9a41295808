const collectGarbage = (globalThis as { gc?: () => void }).gc;

/**
 * The napi codecs work on their own threads and do not hold Node's event loop open: with nothing
 * else pending, Node would exit in the middle of a decode. A timer holds it for as long as `work` runs.
 */
export async function whileCoding<T>(work: () => Promise<T>): Promise<T> {
  const hold = setInterval(() => undefined, 60_000);
  try {
    return await work();
  } finally {
    clearInterval(hold);
  }
}

/** Decoded frames' bytes between two collections: eight 1080p frames, one 4K frame of 10 bits. */
const BYTES_PER_COLLECTION = 24 * 1024 * 1024;

/**
 * A decoded frame's pixels (@napi-rs/webcodecs 1.3) are freed only when V8 collects its object, not
 * when it is closed, and V8 counts none of that memory as pressure: decoding a minute of 1080p ran
 * to 2.5 GB, and a decoder's frame pool keeps whatever it grew to. So a loop over decoded frames
 * calls the function this returns after each one, with its size: once enough frames have passed it
 * collects (the renderer runs with --expose-gc) and yields once to the event loop, where Node runs
 * the finalizers that free the pixels.
 */
export function createFrameReleaser() {
  let bytes = 0;
  return async function releaseFrames(frameBytes: number) {
    bytes += frameBytes;
    if (bytes < BYTES_PER_COLLECTION || !collectGarbage) return;
    bytes = 0;
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  };
}
