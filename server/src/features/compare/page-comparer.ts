import type { Renderer } from '../../renderer/renderer.ts';
import type { PageDifference } from './compare-images.ts';
import type { compareOperations } from './renderer-operations.ts';

/**
 * The changed boxes between a page's rendering and the previous version's, asked of the renderer
 * process in the background behind uploads, with a page's time limit (PAGE_RENDER_TIMEOUT_SECONDS);
 * boxes in the page's `width` × `height`. Rejects with a RenderFailure.
 */
export function createPageComparer(renderer: Renderer, { timeoutMs }: { timeoutMs: number }) {
  return {
    comparePages(newPath: string, oldPath: string, page: { number: number; width: number; height: number }): Promise<PageDifference> {
      return renderer.run<typeof compareOperations, 'compare'>('compare', { newPath, oldPath, width: page.width, height: page.height }, {
        queue: 'background',
        timeoutMs,
        timeoutMessage: `Comparing page ${page.number} took longer than ${Math.round(timeoutMs / 1000)} seconds.`,
        stoppedMessage: `The renderer stopped while comparing page ${page.number}.`,
        faultMessage: `Page ${page.number} could not be compared: a rendering could not be read.`,
      });
    },
  };
}

export type PageComparer = ReturnType<typeof createPageComparer>;
