import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * What the review screen has selected lives in the URL (`?version=&variation=&comment=&page=&frame=`),
 * so the viewer and the sidebar stay in step without sharing state, and a link opens the same view
 * (a video on the frame it was paused on; frame 0 leaves the URL clean). The review-link page keeps
 * its document page here too. One setter, so a change of variation and page lands in one navigation
 * (two calls in one tick would each start from the same URL).
 */
export function useReviewParams() {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const update = useCallback(
    (changes: Partial<Record<'version' | 'variation' | 'comment' | 'page' | 'frame', number | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { versionId: read('version'), variationId: read('variation'), commentId: read('comment'), page: read('page'), frame: read('frame'), update };
}
