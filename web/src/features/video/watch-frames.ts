/**
 * Calls `onFrame` with the media time of each frame the element presents and when it is shown (the
 * page's clock, `performance.now()`), until the returned function is called.
 * `requestVideoFrameCallback` tells each frame's own timestamp and its display time; where it is
 * missing the element's clock is read once a paint, which may run a frame ahead. Nothing is told
 * while the element seeks: the playhead already names where it is going.
 */
export function watchPresentedFrames(element: HTMLVideoElement, onFrame: (mediaTime: number, shownAt: number) => void): () => void {
  const hasFrameCallbacks = typeof element.requestVideoFrameCallback === 'function';
  let id = 0;
  let isCancelled = false;
  const tick = (mediaTime: number, shownAt: number) => {
    if (isCancelled) return;
    if (!element.seeking) onFrame(mediaTime, shownAt);
    schedule();
  };
  const schedule = () => {
    id = hasFrameCallbacks
      ? element.requestVideoFrameCallback((now, metadata) => tick(metadata.mediaTime, metadata.expectedDisplayTime ?? now))
      : requestAnimationFrame((now) => tick(element.currentTime, now));
  };
  schedule();
  return () => {
    isCancelled = true;
    if (hasFrameCallbacks) element.cancelVideoFrameCallback(id);
    else cancelAnimationFrame(id);
  };
}
