import type { Page } from '@review/contract/assets';
import { checkToolFor, type CheckToolName } from '../../../features/inspect/check-tools.tsx';
import { samplingSourceOf } from '../../../features/inspect/sampling-source.ts';
import { useDesignChecks } from '../../../features/inspect/use-design-checks.ts';
import { useImageSampler } from '../../../features/inspect/use-image-sampler.ts';
import { fileUrl } from '../../../lib/format.ts';
import type { ScreenVariation } from '../source/screen-asset.ts';

/**
 * The design checks of the review viewer, on stills and document pages (not on videos): which is on,
 * what they found, and the page's pixels to read, decoded only once a check is turned on.
 */
export function useViewerChecks(variation: ScreenVariation, page: Page | undefined, isVideo: boolean, fileQuery: string) {
  const checks = useDesignChecks();
  const tool = isVideo ? null : checks.tool;
  const source = page && !isVideo ? samplingSourceOf(variation, page) : null;
  const sampler = useImageSampler(tool && source ? fileUrl(source.path) + fileQuery : null, { width: page?.width ?? 0, height: page?.height ?? 0 });
  return {
    checks,
    /** The check that has the pointer; null on a video. */
    tool,
    source,
    sampler,
    /** A check's key: turns it on, or off when it is on; answers false on a video, where the key is the player's. */
    toggleByKey: (name: string): boolean => {
      const check = checkToolFor(name);
      if (isVideo || !check) return false;
      checks.setTool(checks.tool === check.name ? null : check.name);
      return true;
    },
    choose: (name: CheckToolName | null) => checks.setTool(name),
  };
}

export type ViewerChecks = ReturnType<typeof useViewerChecks>;
