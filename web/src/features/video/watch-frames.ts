/**
 * Calls `onFrame` with the media time of each frame the element presents, until the returned
 * function is called. `requestVideoFrameCallback` tells each frame's own timestamp, exactly when it
 * is shown; where it is missing the element's clock is read once a paint, which may run a frame ahead.
 * Nothing is told while the element seeks: the playhead already names where it is going.
 */
export function watchPresentedFrames(element: HTMLVideoElement, onFrame: (mediaTime: number) => void): () => void {
  const hasFrameCallbacks = typeof element.requestVideoFrameCallback === 'function';
  let id = 0;
  let isCancelled = false;
  const tick = (mediaTime: number) => {
    if (isCancelled) return;
    if (!element.seeking) onFrame(mediaTime);
    schedule();
  };
  const schedule = () => {
    id = hasFrameCallbacks ? element.requestVideoFrameCallback((_now, metadata) => tick(metadata.mediaTime)) : requestAnimationFrame(() => tick(element.currentTime));
  };
  schedule();
  return () => {
    isCancelled = true;
    if (hasFrameCallbacks) element.cancelVideoFrameCallback(id);
    else cancelAnimationFrame(id);
  };
}
