import type { Shape } from '@review/contract/geometry';
import { toolFor } from '../../../annotate/tools/tools.ts';
import { isZoomAction, type ZoomAction } from '../../../annotate/zoom.ts';
import { isVideoAction, runVideoAction } from '../../../features/video/video-keys.ts';
import type { CurrentPage } from '../../../features/documents/use-current-page.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { useReviewShortcuts } from './use-review-shortcuts.ts';

/** What the viewer's single keys do; null where the actor may not (a guest resolves nothing, draws only where the link allows). */
export interface ViewerKeyHandlers {
  stepVariation: (delta: 1 | -1) => void;
  /** A document's pages; null on an image, where Page Up / Page Down scroll as usual. */
  pages: Pick<CurrentPage, 'page' | 'goTo'> | null;
  zoom: (action: ZoomAction) => void;
  transport: VideoTransport | null;
  toggleFullScreen: () => void;
  resolve: (() => void) | null;
  help: () => void;
  whatChanged: () => boolean;
  /** A design check's key; false on a video, where the key is the player's. */
  toggleCheck: (name: string) => boolean;
  toggleTool: ((name: Shape) => void) | null;
}

/** The review viewer's keyboard shortcuts; a key that does not apply here keeps its usual meaning. */
export function useViewerKeys(on: ViewerKeyHandlers) {
  const stepPage = (delta: 1 | -1) => {
    if (!on.pages) return false;
    on.pages.goTo(on.pages.page + delta);
    return true;
  };
  useReviewShortcuts((action) => {
    if (action === 'nextVariation') on.stepVariation(1);
    else if (action === 'previousVariation') on.stepVariation(-1);
    else if (action === 'nextPage') return stepPage(1);
    else if (action === 'previousPage') return stepPage(-1);
    else if (isZoomAction(action)) on.zoom(action);
    // The player's keys belong to videos; on a still the arrows and Home / End scroll as usual.
    else if (isVideoAction(action)) return on.transport ? runVideoAction(on.transport, action, on.toggleFullScreen) : false;
    else if (action === 'resolve') return on.resolve ? on.resolve() : false;
    else if (action === 'help') on.help();
    else if (action === 'whatChanged') return on.whatChanged();
    else if (action.startsWith('check:')) return on.toggleCheck(action.slice('check:'.length));
    else return on.toggleTool ? on.toggleTool(toolFor(action.slice('tool:'.length)).name) : false;
  });
}
