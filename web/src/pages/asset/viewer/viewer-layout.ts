import type { ScreenVariation } from '../source/screen-asset.ts';

/**
 * From xl the viewer is its grid cell's height (the screen less the header row), the canvas what the
 * tools' row and the view bar leave, and a document's thumbnails a column beside it; so on a laptop
 * the design keeps most of the height. Below xl the canvas is sized to the window, the thumbnails a row
 * under it, and on a phone the tools are one row that scrolls sideways. In full screen (a video's) the
 * viewer is the screen, and the canvas what the tools and the bars leave.
 */
export const VIEWER = 'group/viewer flex min-w-0 flex-col gap-2 xl:h-full xl:min-h-0 [&:fullscreen]:h-dvh [&:fullscreen]:bg-page [&:fullscreen]:p-3';
export const VIEWPORT = 'min-w-0 rounded-lg bg-[#a6aab0] max-md:h-[min(68dvh,560px)] xl:h-auto xl:min-h-[320px] xl:flex-1 dark:bg-[#08090b] group-[:fullscreen]/viewer:h-auto! group-[:fullscreen]/viewer:min-h-0! group-[:fullscreen]/viewer:flex-1';
const VIEWPORT_HEIGHT = {
  image: 'h-[max(350px,calc(100dvh-17rem))]',
  document: 'h-[max(320px,calc(100dvh-24rem))]',
  rendering: 'h-[max(320px,calc(100dvh-26rem))]',
  video: 'h-[max(320px,calc(100dvh-23rem))]',
  // On a phone a landscape video's viewport is the video's height across the screen, not two-thirds of it.
  landscapeVideo: 'h-[max(320px,calc(100dvh-23rem))] max-md:h-[calc((100vw-4.5rem)*0.5625+4rem)]!',
};
/** One row on a phone, scrolled sideways with a fade at its end; wrapped from md. */
export const TOOLBAR = 'flex min-w-0 items-center gap-2 max-md:overflow-x-auto max-md:pb-1 max-md:[mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] max-md:pe-8 md:flex-wrap [&>*]:shrink-0';

/** The canvas's height below xl: by what it shows (a document's page leaves room for its thumbnails, a video for its player bar). */
export function viewportHeightOf(variation: ScreenVariation, { isVideo, isDocument }: { isVideo: boolean; isDocument: boolean }): string {
  if (isVideo) return VIEWPORT_HEIGHT[variation.media.width >= variation.media.height ? 'landscapeVideo' : 'video'];
  if (!isDocument) return VIEWPORT_HEIGHT.image;
  return VIEWPORT_HEIGHT[variation.render_state === 'ready' ? 'document' : 'rendering'];
}
