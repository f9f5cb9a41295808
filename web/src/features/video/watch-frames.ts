/** Whether the element tells each frame it presents: a `<video>` does, an `<audio>` has none to tell. */
const tellsFrames = (element: HTMLMediaElement): element is HTMLVideoElement => typeof (element as Partial<HTMLVideoElement>).requestVideoFrameCallback === 'function';

/**
 * Calls `onFrame` with the media time of each frame the element presents and when it is shown (the
 * page's clock, `performance.now()`), until the returned function is called.
 * `requestVideoFrameCallback` tells each frame's own timestamp and its display time; where it is
 * missing (an `<audio>`, an older browser) the element's clock is read once a paint, which may run a
 * frame ahead. Nothing is told while the element seeks: the playhead already names where it is going.
 */
export function watchPresentedFrames(element: HTMLMediaElement, onFrame: (mediaTime: number, shownAt: number) => void): () => void {
  const video = tellsFrames(element) ? element : null;
  let id = 0;
  let isCancelled = false;
  const tick = (mediaTime: number, shownAt: number) => {
    if (isCancelled) return;
    if (!element.seeking) onFrame(mediaTime, shownAt);
    schedule();
  };
  const schedule = () => {
    id = video
      ? video.requestVideoFrameCallback((now, metadata) => tick(metadata.mediaTime, metadata.expectedDisplayTime ?? now))
      : requestAnimationFrame((now) => tick(element.currentTime, now));
  };
  schedule();
  return () => {
    isCancelled = true;
    if (video) video.cancelVideoFrameCallback(id);
    else cancelAnimationFrame(id);
  };
}
