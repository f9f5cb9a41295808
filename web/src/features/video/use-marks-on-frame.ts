import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { isOnFrame } from './frame-span.ts';
import type { VideoTransport } from './video-transport.ts';

interface FramedMark {
  commentId: number;
  frame: number | null;
  frameEnd: number | null;
}

/**
 * The marks on the frame on screen, playing or paused. The component redraws only when that set
 * changes (a mark comes or goes), not at every frame: the set is compared as a list of ids.
 */
export function useMarksOnFrame<T extends FramedMark>(transport: VideoTransport, marks: readonly T[]): T[] {
  const getIds = useCallback(() => {
    const { frame } = transport.getState();
    return marks
      .filter((mark) => isOnFrame(mark, frame))
      .map((mark) => mark.commentId)
      .join(',');
  }, [transport, marks]);
  const ids = useSyncExternalStore(transport.subscribe, getIds);
  return useMemo(() => {
    const shown = new Set(ids.split(','));
    return marks.filter((mark) => shown.has(String(mark.commentId)));
  }, [marks, ids]);
}
